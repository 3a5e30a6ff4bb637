import { describe, expect, it } from 'vitest';
import type { ReadModelStore } from '@facet/projections';
import { ReadStaticPageController } from './read-static-page/read-static-page.http.controller.js';
import { StaticPageSource } from './static-page.source.js';
import { STATIC_PAGES } from './static-pages.content.js';
import { PAGE_LANGUAGES, staticPage } from './static-pages.languages.js';

const ids = Object.keys(STATIC_PAGES);

describe('Static pages in the reader language', () => {
  it.each(PAGE_LANGUAGES.filter((l) => l !== 'en'))('%s has every page, translated', (lng) => {
    for (const id of ids) {
      const page = staticPage(id, lng);
      // Markup, not plain text (/support opens on its questions: its title is the page's heading).
      expect(page?.content, `${lng} ${id}`).toMatch(/^<(h2|p)>/);
      expect(page?.title, `${lng} ${id}`).not.toBe(
        STATIC_PAGES[id as keyof typeof STATIC_PAGES].title,
      );
      expect(page?.content, `${lng} ${id}`).not.toBe(
        STATIC_PAGES[id as keyof typeof STATIC_PAGES].content,
      );
    }
  });
  it('serves English when no language is asked', () =>
    expect(staticPage('terms_of_use')?.title).toBe('Terms of Use'));
  it('knows no page that is not one of the static routes', () =>
    expect(staticPage('constructor', 'ar')).toBeUndefined());
  it('answers getStaticPage with the page in the language asked', async () => {
    // No admin edit in the read models: the seeded page in the language asked.
    const store = { get: () => Promise.resolve(undefined) } as unknown as ReadModelStore;
    const controller = new ReadStaticPageController(new StaticPageSource(store));
    const answer = await controller.page({ body: { id: 'about', lng: 'ar' }, actor: undefined });
    expect(answer.data.responseData.content).toContain('<h2>عن Facet</h2>');
  });
});
