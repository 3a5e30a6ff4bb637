import { Inject, Injectable } from '@nestjs/common';
import {
  readModelNamespaces as NS,
  type ReadModelStore,
  type StaticPageDoc,
  staticPageId,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../catalog/read-side.tokens.js';
import { type PageLanguage, staticPage } from '../static-pages.languages.js';

/** A static page as the public reads it: the admin's latest version, else the seeded one. */
@Injectable()
export class StaticPageSource {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  async page(
    id: string,
    lng: PageLanguage = 'en',
  ): Promise<{ title: string; content: string } | undefined> {
    const seeded = staticPage(id, lng);
    if (!seeded) return undefined;
    const edited = await this.store.get<StaticPageDoc>(NS.staticPages, staticPageId(id, lng));
    return edited ? { title: edited.title, content: edited.html } : seeded;
  }
}
