import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES } from './i18n';
import { applyLanguages, offeredLanguages } from './site-languages';

const fr = { code: 'fr', label: 'Français', dir: 'ltr' as const };
const [en, es, ar] = LANGUAGES as [
  (typeof LANGUAGES)[0],
  (typeof LANGUAGES)[0],
  (typeof LANGUAGES)[0],
];

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("The site's languages in the web", () => {
  it('offers the shipped languages until the bundle arrives, then its active ones', () => {
    expect(offeredLanguages(undefined)).toEqual(LANGUAGES);
    expect(
      offeredLanguages([
        { code: 'en', name: 'English', dir: 'ltr', active: true },
        { code: 'es', name: 'Español', dir: 'ltr', active: false },
        { code: 'he', name: 'עברית', dir: 'rtl', active: true },
      ]),
    ).toEqual([en, { code: 'he', label: 'עברית', dir: 'rtl' }]);
  });

  it("speaks an admin's new language once the bundle offers it, with the Spanish fallback", () => {
    window.history.replaceState(null, '', '/?lng=fr');
    const i18n = createI18n();
    expect(i18n.language).not.toBe('fr');
    applyLanguages(i18n, [en, es, ar, fr]);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('footer.siteServices')).toBe(i18n.getFixedT('es')('footer.siteServices'));
  });

  it('moves a visitor off a language the admin hid, to English', () => {
    const i18n = createI18n();
    void i18n.changeLanguage('es');
    applyLanguages(i18n, [en, ar]);
    expect(i18n.language).toBe('en');
  });
});
