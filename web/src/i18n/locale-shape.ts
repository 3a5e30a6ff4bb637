import type { Resources } from './locales/en';

/**
 * The plural forms i18next (JSON v4) looks up in each language: Intl.PluralRules' categories.
 * A language lacking one falls back to Spanish, so Arabic '3 bids' would read '3 pujas'.
 */
interface PluralForms {
  en: 'one' | 'other';
  es: 'one' | 'many' | 'other';
  ar: 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
}
export type Language = keyof PluralForms;

/** English writes `bids_one` / `bids_other`; a language needs `bids_<form>` for each of its forms. */
type PluralKey<K, F extends string> = K extends `${infer B}_one`
  ? `${B}_${F}`
  : K extends `${infer B}_other`
    ? `${B}_${F}`
    : K;

type DeepStrings<T, F extends string> = {
  [K in keyof T as PluralKey<K, F>]: T[K] extends string ? string : DeepStrings<T[K], F>;
};

/** Every language carries every key of English, and every plural form of its own (checked by tsc). */
export type LocaleShape<L extends Language> = DeepStrings<Resources, PluralForms[L]>;
