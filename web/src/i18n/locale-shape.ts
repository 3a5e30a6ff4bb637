import type { Resources } from './locales/en';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** Every language carries every key of English (checked by tsc). */
export type LocaleShape = DeepStrings<Resources>;
