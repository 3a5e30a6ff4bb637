import { Injectable } from '@nestjs/common';
import type { FooterLinkRecord } from '@facet/event-schemas';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { FOOTER_LINKS } from '../static-pages.content.js';

/** The footer's links: the admin's shown `footer_links` rows by position, else the seeded ones. */
@Injectable()
export class FooterLinksQuery {
  constructor(private readonly readModels: ReadModelReader) {}

  async links(): Promise<FooterLinkRecord[]> {
    const rows = (await this.readModels.configuration())?.tableValues['footer_links'] ?? [];
    const edited = rows
      .filter((r) => r['active'] === 1)
      .sort((a, b) => Number(a['position'] ?? 0) - Number(b['position'] ?? 0))
      .map((r) => ({ id: r.id, title: String(r['title'] ?? ''), url: String(r['url'] ?? '') }));
    // The admin's table replaces the seeded links once it has a shown row.
    return edited.length > 0 ? edited : FOOTER_LINKS;
  }
}
