import { Injectable } from '@nestjs/common';
import {
  type AuctionTemplateRecord,
  type listAuctionTemplates,
  type RequestOf,
  requestFields,
  type TemplateFilter,
} from '@facet/event-schemas';
import type { AuctionTemplateDoc } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { TemplateReader, toTemplateRecord } from '../template-reader/template.reader.js';

export interface TemplateQuery {
  filter: TemplateFilter;
  searchterm?: string;
  limit: number;
  page: number;
}

/** Filters by tab and title, in title order, pages; a removed template is never listed. */
export function listTemplates(
  docs: readonly AuctionTemplateDoc[],
  q: TemplateQuery,
): { page: AuctionTemplateDoc[]; total: number } {
  const term = q.searchterm?.toLowerCase();
  const pool = docs
    .filter((d) => d.status !== 'removed')
    .filter((d) => q.filter === 'all' || d.status === q.filter)
    .filter((d) => term === undefined || d.title.toLowerCase().includes(term))
    .sort(
      (a, b) =>
        a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1),
    );
  const { from, limit } = requestFields.pageWindow(q);
  return { page: pool.slice(from, from + limit), total: pool.length };
}

/** `seller/template/auction/listings`: one page of the templates the actor manages. */
@Injectable()
export class TemplateListingsQuery {
  constructor(private readonly reader: TemplateReader) {}

  async page(
    actor: Actor,
    r: RequestOf<typeof listAuctionTemplates>,
  ): Promise<{ records: AuctionTemplateRecord[]; total: number }> {
    const { page, total } = listTemplates(await this.reader.managedBy(actor), {
      filter: r.action,
      searchterm: r.searchterm || undefined,
      limit: r.limit,
      page: r.page,
    });
    return { records: page.map(toTemplateRecord), total };
  }
}
