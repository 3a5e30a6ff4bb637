import type { PageLanguage } from '@facet/event-schemas';

// A key a language: tsc checks this against the contract's `PAGE_LANGUAGES` both ways.
const WRITTEN_IN: Record<PageLanguage, true> = { en: true, es: true, ar: true };

/**
 * The language the site's static pages are read in: the one asked when the pages are written in
 * it, else undefined (the server answers English), e.g. for a language an admin added.
 */
export const pageLanguage = (lng: string | null | undefined): PageLanguage | undefined =>
  lng && Object.hasOwn(WRITTEN_IN, lng) ? (lng as PageLanguage) : undefined;
