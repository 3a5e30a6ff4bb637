import type { AuctionTemplateRecord, TemplateFilter } from '@facet/event-schemas';
import type { AuctionTemplateDoc } from '@facet/projections';
import { centsToDollars } from '../../shared/money/index.js';

export interface TemplateQuery {
  filter: TemplateFilter;
  searchterm?: string;
  limit: number;
  page: number;
}

/** Filters by tab and title, newest title order, pages; a removed template is never listed. */
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
  const start = (q.page - 1) * q.limit;
  return { page: pool.slice(start, start + q.limit), total: pool.length };
}

export const toTemplateRecord = ({
  $rev: _r,
  revision: _v,
  lot_defaults,
  ...d
}: AuctionTemplateDoc): AuctionTemplateRecord => ({
  ...d,
  lot_defaults: { ...lot_defaults, deposit_amount: centsToDollars(lot_defaults.deposit_amount) },
});
