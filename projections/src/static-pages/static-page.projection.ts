import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** An admin's version of a static page in one language (HTML sanitized before it was stored). */
export interface StaticPageDoc extends Doc {
  page: string;
  language: string;
  title: string;
  html: string;
  at: string;
}

export const staticPageId = (page: string, language: string): string => `${page}|${language}`;

/** `common/getStaticPage`'s admin-edited pages, one document per page and language. */
export const staticPageProjection: Projection<StaticPageDoc> = {
  name: 'static-page',
  version: 1,
  types: ['StaticPageSaved'],
  route: (e) =>
    e.type === 'StaticPageSaved' ? staticPageId(e.data.page, e.data.language) : NO_DOCS,
  evolve: (doc, e) => {
    if (e.type !== 'StaticPageSaved') return doc;
    const { page, language, title, html, at } = e.data;
    return { ...doc, page, language, title, html, at };
  },
};
