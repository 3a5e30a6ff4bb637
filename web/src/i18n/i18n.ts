import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { es } from './locales/es';

export interface SiteLanguage {
  code: string;
  label: string;
  dir: 'ltr' | 'rtl';
}

/** The languages the web ships, offered until `getDefault` says which the admin shows. */
export const LANGUAGES: readonly SiteLanguage[] = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
];

const LANG_KEY = 'facet.lang';

export function directionOf(
  lang: string,
  languages: readonly SiteLanguage[] = LANGUAGES,
): 'ltr' | 'rtl' {
  return languages.find((l) => l.code === lang)?.dir ?? 'ltr';
}

/** Links shared before `?lng=` used `?lang=`; they keep opening in their language. */
const legacyQuery = {
  name: 'legacyQuery',
  lookup: () =>
    typeof window === 'undefined'
      ? undefined
      : (new URLSearchParams(window.location.search).get('lang') ?? undefined),
};

/** Spec 1: English is the default; Spanish is only the fallback for a missing key. */
const siteDefault = { name: 'siteDefault', lookup: () => 'en' };

/**
 * The language of a visit: `?lng=`, then the choice the switcher stored, then the browser's
 * languages, then English. Only the switcher stores a choice (caches: none), so a browser's
 * language never hardens into a choice the visitor did not make.
 */
export function createI18n(): I18n {
  const detector = new LanguageDetector();
  detector.addDetector(legacyQuery);
  detector.addDetector(siteDefault);
  const instance = i18next.createInstance();
  void instance
    .use(detector)
    .use(initReactI18next)
    .init({
      resources: { en, es, ar },
      // The library's console advert, once per page and per test file, is noise in both.
      showSupportNotice: false,
      // A fresh array: site-languages.ts adds the admin's new languages to it.
      supportedLngs: LANGUAGES.map((l) => l.code),
      // Spec 1: English is the default, Spanish the fallback language.
      fallbackLng: 'es',
      detection: {
        order: ['querystring', 'legacyQuery', 'localStorage', 'navigator', 'siteDefault'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: LANG_KEY,
        caches: [],
        // 'es-MX' or 'ar-EG' speak the language we have: match on the language part alone.
        convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
      },
      ns: [
        'common',
        'home',
        'lots',
        'auth',
        'account',
        'errors',
        'successes',
        'wallet',
        'paymentmethods',
        'cart',
        'invoices',
        'deposits',
        'backoffice',
        'uploads',
        'auctionform',
        'lotform',
        'adminpeople',
        'adminsettings',
        'replay',
        'audit',
        'moneydesk',
        'returns',
        'makeoffer',
        'viewings',
        'timedbids',
        'addresses',
        'sellerbuyers',
        'watchlist',
        'market',
        'spendingcap',
        'buyercompany',
        'tenders',
      ],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}

export const i18n = createI18n();

export function applyDocumentLanguage(lang: string, dir: 'ltr' | 'rtl' = directionOf(lang)) {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

export function rememberLanguage(lang: string) {
  localStorage.setItem(LANG_KEY, lang);
}
