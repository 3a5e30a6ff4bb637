import type { ConfigurationAnswer } from '@facet/event-schemas';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, type SiteLanguage } from './i18n';

type BundleLanguage = ConfigurationAnswer['languages'][number];

/** Spec 1: the site's default language, always offered. */
const DEFAULT_LANGUAGE = 'en';

/** The languages the selector offers: the bundle's active ones, the shipped list until it loads. */
export function offeredLanguages(
  languages: readonly BundleLanguage[] | undefined,
): readonly SiteLanguage[] {
  if (!languages) return LANGUAGES;
  return languages
    .filter((l) => l.active)
    .map((l) => ({ code: l.code, label: l.name, dir: l.dir }));
}

/**
 * Lets i18next speak the admin's new languages (they have no shipped texts: the Spanish
 * fallback and the admin's phrases render them) and moves a visitor off a hidden language.
 * A visit whose stored or linked choice is a new language gets it once the bundle says so.
 */
export function applyLanguages(i18n: I18n, offered: readonly SiteLanguage[]): void {
  const codes = offered.map((l) => l.code);
  const supported = i18n.options.supportedLngs;
  // i18next reads this very array when it matches a language: a new code joins it in place.
  const added = Array.isArray(supported) ? codes.filter((c) => !supported.includes(c)) : [];
  if (Array.isArray(supported)) supported.push(...added);
  if (added.length > 0) void i18n.changeLanguage();
  if (!codes.includes(i18n.language)) void i18n.changeLanguage(DEFAULT_LANGUAGE);
}
