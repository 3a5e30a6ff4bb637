import { PAGE_LANGUAGES, type PageLanguage, type StaticPageId } from '@facet/event-schemas';
import { STATIC_PAGES_AR } from './static-pages.ar.content.js';
import { STATIC_PAGES, type StaticPages } from './static-pages.content.js';
import { STATIC_PAGES_ES } from './static-pages.es.content.js';

export { PAGE_LANGUAGES, type PageLanguage };

const BY_LANGUAGE: Record<PageLanguage, StaticPages> = {
  en: STATIC_PAGES,
  es: STATIC_PAGES_ES,
  ar: STATIC_PAGES_AR,
};

/** A static page in the reader's language (English when none is asked); undefined for no such page. */
export function staticPage(id: string, lng: PageLanguage = 'en') {
  // eslint-disable-next-line no-restricted-syntax -- a supported language (closed union), an own page id
  return Object.hasOwn(STATIC_PAGES, id) ? BY_LANGUAGE[lng][id as StaticPageId] : undefined;
}
