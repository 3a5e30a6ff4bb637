import type { AuctionTemplateDetails } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS } from '../read-models.js';
import { projectedStore } from '../testing/projected-store.js';
import { projected } from '../testing/recorded-event.builder.js';
import type { AuctionTemplateDoc } from './auction-template.projection.js';

const AT = '2026-03-01T10:00:00.000Z';
const details: AuctionTemplateDetails = {
  title: 'Monthly rough tender',
  description: 'Run-of-mine',
  avatar: null,
  duration_hours: 168,
  lot_defaults: { auctiontype: 'standard', pricing: 'per_carat', deposit: 0, deposit_amount: 0 },
};
const created = projected('template-t1', 0, 'AuctionTemplateCreated', {
  ...details,
  templateId: 't1',
  sellerId: 's1',
  at: AT,
});
const edited = projected('template-t1', 1, 'AuctionTemplateEdited', {
  ...details,
  title: 'Sealed tender',
  lot_defaults: {
    ...details.lot_defaults,
    auctiontype: 'sealed',
    deposit: 1,
    deposit_amount: 500_00,
  },
  templateId: 't1',
  editedBy: 's1',
  at: AT,
});
const deactivated = projected('template-t1', 2, 'AuctionTemplateStatusChanged', {
  templateId: 't1',
  status: 'inactive',
  changedBy: 's1',
  at: AT,
});

describe('The auction template read model', () => {
  it('lists a created template as active, owned by its seller', async () => {
    const doc = await (await projectedStore([created])).get<AuctionTemplateDoc>(NS.template, 't1');
    expect(doc).toMatchObject({ id: 't1', sellerId: 's1', status: 'active', title: details.title });
  });

  it('follows edits and status changes, and applies a redelivered event once', async () => {
    const store = await projectedStore([created, edited, deactivated, edited]);
    expect(await store.get<AuctionTemplateDoc>(NS.template, 't1')).toMatchObject({
      title: 'Sealed tender',
      status: 'inactive',
      lot_defaults: { auctiontype: 'sealed', deposit_amount: 500_00 },
      revision: 2,
    });
  });

  it("keeps the template's dynamic field values, and drops those an edit leaves out", async () => {
    const withValues = {
      ...created,
      data: { ...created.data, custom_fields: { 'f-terms': 'Net 30' } },
    };
    const kept = await (
      await projectedStore([withValues])
    ).get<AuctionTemplateDoc>(NS.template, 't1');
    expect(kept?.custom_fields).toEqual({ 'f-terms': 'Net 30' });
    const cleared = await projectedStore([withValues, edited]);
    expect(
      (await cleared.get<AuctionTemplateDoc>(NS.template, 't1'))?.custom_fields,
    ).toBeUndefined();
  });

  it('leaves the auction cards alone: a template is not an auction', async () => {
    const store = await projectedStore([created]);
    expect(await store.all(NS.auction)).toEqual([]);
  });
});
