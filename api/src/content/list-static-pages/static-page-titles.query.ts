import { type PageLanguage, STATIC_PAGE_IDS, type StaticPageTitle } from '@facet/event-schemas';
import type { StaticPageSource } from '../static-page.source.js';

/** Every page an admin can edit, titled in the language asked (its id when it has no title). */
export const staticPageTitles = (
  pages: StaticPageSource,
  lng: PageLanguage,
): Promise<StaticPageTitle[]> =>
  Promise.all(
    STATIC_PAGE_IDS.map(async (id) => ({ id, title: (await pages.page(id, lng))?.title ?? id })),
  );
