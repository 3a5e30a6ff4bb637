import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { es } from './locales/es';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANG_KEY = 'facet.lang';

export function directionOf(lang: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
}

function initialLanguage(): LanguageCode {
  if (typeof window === 'undefined') return 'en';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const stored = fromUrl ?? localStorage.getItem(LANG_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en, es, ar },
  lng: initialLanguage(),
  // Spec 1: English is the default, Spanish the fallback language.
  fallbackLng: 'es',
  ns: ['common', 'home', 'lots', 'auth', 'account', 'errors'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export function rememberLanguage(lang: LanguageCode) {
  localStorage.setItem(LANG_KEY, lang);
}
