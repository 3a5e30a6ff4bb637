import type { AuctionTemplateDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { toTemplateRecord } from '../template-reader/template.reader.js';
import { listTemplates } from './template-listings.query.js';

const doc = (id: string, over: Partial<AuctionTemplateDoc> = {}): AuctionTemplateDoc => ({
  id,
  title: `Tender ${id}`,
  description: '',
  avatar: null,
  duration_hours: 24,
  lot_defaults: {
    auctiontype: 'standard',
    pricing: 'per_carat',
    deposit: 1,
    deposit_amount: 500_00,
  },
  status: 'active',
  sellerId: 's1',
  revision: 0,
  ...over,
});
const q = { filter: 'all' as const, limit: 10, page: 1 };

describe("A seller's template list", () => {
  const docs = [doc('b'), doc('a', { status: 'inactive' }), doc('gone', { status: 'removed' })];

  it('never lists a removed template', () => {
    expect(listTemplates(docs, q).page.map((d) => d.id)).toEqual(['a', 'b']);
  });

  it('the inactive tab lists only deactivated templates', () => {
    expect(listTemplates(docs, { ...q, filter: 'inactive' }).page.map((d) => d.id)).toEqual(['a']);
  });

  it('serves the deposit in dollars, as every amount at the edge', () => {
    expect(toTemplateRecord(doc('b')).lot_defaults.deposit_amount).toBe(500);
  });
});
