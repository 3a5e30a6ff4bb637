import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyPhrases, phraseBundles } from './admin-phrases';

describe("An admin's phrases (issue 17: translations an admin can override)", () => {
  it('become one nested bundle per language and namespace', () => {
    expect(
      phraseBundles(
        { es: { 'home:featured': 'Piedras', 'common:titles.home': 'Inicio' } },
        ['en', 'es'],
        ['home', 'common'],
      ),
    ).toEqual([
      { lng: 'es', ns: 'home', bundle: { featured: 'Piedras' } },
      { lng: 'es', ns: 'common', bundle: { titles: { home: 'Inicio' } } },
    ]);
  });

  it('leave out unknown languages, namespaces and prototype paths', () => {
    expect(
      phraseBundles(
        { xx: { 'home:a': 'x' }, en: { 'nope:a': 'x', 'home:__proto__.polluted': 'x' } },
        ['en'],
        ['home'],
      ),
    ).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('override the bundled text at start, the rest of the bundle kept', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      showSupportNotice: false,
      lng: 'en',
      ns: ['home'],
      resources: { en: { home: { featured: 'Featured Lots', auctions: 'Auctions' } } },
    });
    applyPhrases(i18n, { en: { 'home:featured': 'Featured stones' } });
    expect(i18n.t('home:featured')).toBe('Featured stones');
    expect(i18n.t('home:auctions')).toBe('Auctions');
  });
});
