import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, rememberLanguage } from './i18n';

/** A first visit from a browser set to these languages, at this address. */
function visit(browserLanguages: string[], path = '/') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browserLanguages[0] ?? '');
  window.history.replaceState(null, '', path);
  return createI18n().language;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('The language of a visit', () => {
  it("speaks Spanish to a browser set to Spanish ('es-ES')", () =>
    expect(visit(['es-ES'])).toBe('es'));
  it('speaks Arabic to a browser set to Arabic', () => expect(visit(['ar-EG', 'ar'])).toBe('ar'));
  it('speaks English to a browser in a language the site does not have', () =>
    expect(visit(['fr-FR', 'fr'])).toBe('en'));
  it('keeps the choice made with the switcher over the browser language', () => {
    rememberLanguage('ar');
    expect(visit(['es-ES'])).toBe('ar');
  });
  it('lets ?lng= win over the stored choice and the browser', () => {
    rememberLanguage('ar');
    expect(visit(['es-ES'], '/?lng=en')).toBe('en');
  });
  it('still honours links written with ?lang=', () =>
    expect(visit(['en-US'], '/?lang=ar')).toBe('ar'));
  it('never stores a detected language as a choice', () => {
    visit(['es-ES']);
    expect(localStorage.getItem('facet.lang')).toBeNull();
  });
});
