import { describe, expect, it } from 'vitest';
import { lotCreated } from '../testing/marketplace-scenario.js';
import { projected } from '../testing/recorded-event.builder.js';
import type { LotCardDoc } from './lot-card.doc.js';
import { lotCardProjection } from './lot-card.projection.js';

const papers = (certificate: string) => ({
  certificate,
  origin_country: 'BW',
  exporting_authority: 'Government Diamond Valuator, Botswana',
});
const edit = (card: LotCardDoc, revision: number, at: string, certificate?: string) => {
  const { sellerId: _s, settings: _t, ...details } = lotCreated('k1');
  const kp = certificate ? { kimberley_process: papers(certificate) } : {};
  const e = projected('lot-k1', revision, 'LotEdited', {
    ...details,
    ...kp,
    editedBy: 'seller-1',
    at,
  });
  return lotCardProjection.evolve(card, e, 'k1') as LotCardDoc;
};

/** Issue 30: the admin's KP report dates each certificate by the event that first recorded it. */
describe("Lot card: when the lot's Kimberley Process certificate was received", () => {
  const bare = lotCardProjection.evolve(
    undefined,
    projected('lot-k1', 0, 'LotCreated', lotCreated('k1')),
    'k1',
  ) as LotCardDoc;

  it('has no receipt without a certificate', () => {
    expect(bare.kp_received_at).toBeUndefined();
  });

  it('is received at the edit that first gives the number, and keeps that instant after', () => {
    const given = edit(bare, 1, '2030-02-01T10:00:00.000Z', 'BW-1');
    expect(given.kp_received_at).toBe('2030-02-01T10:00:00.000Z');
    const again = edit(given, 2, '2030-03-01T10:00:00.000Z', 'BW-1');
    expect(again.kp_received_at).toBe('2030-02-01T10:00:00.000Z');
  });

  it('is received anew when the number changes, and gone when the papers are', () => {
    const given = edit(bare, 1, '2030-02-01T10:00:00.000Z', 'BW-1');
    expect(edit(given, 2, '2030-03-01T10:00:00.000Z', 'BW-2').kp_received_at).toBe(
      '2030-03-01T10:00:00.000Z',
    );
    expect(edit(given, 2, '2030-03-01T10:00:00.000Z').kp_received_at).toBeUndefined();
  });

  it('is received when the lot is created with its papers', () => {
    const data = lotCreated('k2', { kimberley_process: papers('BW-9') });
    const card = lotCardProjection.evolve(
      undefined,
      projected('lot-k2', 0, 'LotCreated', data),
      'k2',
    );
    expect(card?.kp_received_at).toBe(data.at);
  });
});
