import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type ReadModelStore,
  type StaticPageDoc,
  staticPageId,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../read-side/read-side.tokens.js';
import { notFound } from '../shared/errors/http-problem.js';
import { type PageLanguage, staticPage } from './static-pages.languages.js';

type Page = { title: string; content: string };

/** A static page as the public reads it: the admin's latest version, else the seeded one. */
@Injectable()
export class StaticPageSource {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  async page(id: string, lng: PageLanguage = 'en'): Promise<Page | undefined> {
    const seeded = staticPage(id, lng);
    if (!seeded) return undefined;
    const edited = await this.store.get<StaticPageDoc>(NS.staticPages, staticPageId(id, lng));
    return edited ? { title: edited.title, content: edited.html } : seeded;
  }

  /** The page, or a 404 for a page that is not one of the site's. */
  async found(id: string, lng?: PageLanguage): Promise<Page> {
    const page = await this.page(id, lng);
    if (!page) throw notFound('Page not found', 'page.not-found');
    return page;
  }
}
