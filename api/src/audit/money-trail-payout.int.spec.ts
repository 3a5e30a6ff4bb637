import type { AuditPublicKey, EvidenceExport, PaymentReceipt } from '@facet/event-schemas';
import { verifyEvidence } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditKey } from '../../test/audit-key.js';
import { newAuditor, newSeller, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { addToCart, type Buyer, newBuyNowLot, shipTo } from '../../test/commerce-fixtures.js';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
import { payThroughRedirectGateway } from '../../test/redirect-gateway-fixtures.js';
import { AuditCheckpointer } from './checkpoints/audit-checkpointer.js';

/**
 * Issue 25, the auditor's money trail past the buyer: a seller's lot paid through the redirect
 * gateway, the seller paid out and a piece refunded to the card, each movement in the lot's export
 * with its signed receipt, which `facet-verify` checks offline.
 */
let h: Harness;
let admin: string;
let auditor: string;
let key: AuditPublicKey;

beforeAll(async () => {
  ({ h, admin } = await startAsAdmin());
  auditor = await newAuditor(h, admin, 'ada@payout-trail.test');
  key = await auditKey(h);
});
afterAll(() => h?.close());

describe("a seller's lot paid through the redirect gateway, and the seller paid out", () => {
  let seller: Buyer;
  let eve: Buyer;
  let lotId: string;
  let invoiceId: string;
  let paymentId: string;
  /** A second piece of the lot, paid through the gateway too, then refunded to the card. */
  let refundedId: string;
  let evidence: EvidenceExport;

  const exportLot = async (id: string) => {
    const res = await fetch(`${h.baseUrl}/api/audit/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auditor}` },
      body: JSON.stringify({ lot_id: id }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as EvidenceExport;
  };

  beforeAll(async () => {
    seller = await newSeller(h, 'sel@trail.test');
    eve = await signUp(h, 'Eve', 'eve@trail.test');
    lotId = await newBuyNowLot(h, seller.token);
    await addToCart(h, eve, lotId, 1);
    const checkout = await h.post('cart/checkout', { commandId: 'co-trail' }, eve.token);
    expect(checkout.status).toBe(200);
    invoiceId = responseData(checkout).invoice_id as string;
    await shipTo(h.post, eve.token, invoiceId);
    paymentId = await payThroughRedirectGateway(h, eve, invoiceId, 'rosoom-trail');
    const statement = async () =>
      responseData(await h.post('seller/payouts/statement', {}, seller.token)).summary;
    await waitFor(async () => (await statement()).due > 0);
    // A payout goes only to the seller's verified bank account (P3): one saved and verified.
    await h.post('customer/create', {}, seller.token);
    const bank = await h.post(
      'customer/source/create',
      { source: 'btok_us_verified', last4: '6789', bank_name: 'STRIPE TEST BANK' },
      seller.token,
    );
    const source_id = responseData(bank).id as string;
    const verified = await h.post(
      'customer/source/verify',
      { source_id, amounts: [32, 45] },
      seller.token,
    );
    expect(verified.status).toBe(200);
    const payout = await h.post(
      'admin/payouts/record',
      {
        user_id: seller.id,
        amount: (await statement()).due,
        reference: 'WIRE-TRAIL',
        commandId: 'po-trail',
      },
      admin,
    );
    expect(payout.status).toBe(200);
    await addToCart(h, eve, lotId, 1);
    const again = await h.post('cart/checkout', { commandId: 'co-trail-2' }, eve.token);
    expect(again.status).toBe(200);
    refundedId = responseData(again).invoice_id as string;
    await shipTo(h.post, eve.token, refundedId);
    await payThroughRedirectGateway(h, eve, refundedId, 'rosoom-trail-2');
    const refund = await h.post(
      'admin/payments/refundInvoiceToCard',
      { invoice_id: refundedId, note: 'Returned', commandId: 'card-trail' },
      admin,
    );
    expect(refund.status).toBe(200);
    await h.app.get(AuditCheckpointer).checkpoint();
    evidence = await exportLot(lotId);
  });

  it("carries the seller's ledger (the payout) and the payer's redirect payments, whole, with their receipts", () => {
    const streams = new Set(evidence.events.map((e) => e.stream));
    for (const stream of [`ledger-${seller.id}`, `redirect-payments-${eve.id}`, `ledger-${eve.id}`])
      expect([stream, streams.has(stream)]).toEqual([stream, true]);
    const redirects = evidence.events.filter((e) => e.stream === `redirect-payments-${eve.id}`);
    expect(redirects.map((e) => [e.revision, e.type])).toEqual([
      [0, 'RedirectPaymentStarted'],
      [1, 'RedirectPaymentSettled'],
      [2, 'RedirectPaymentStarted'],
      [3, 'RedirectPaymentSettled'],
    ]);
    expect(evidence.paymentReceipts!.map((r) => r.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'payment',
          reason: 'invoice-payment',
          buyerId: eve.id,
          sellerId: seller.id,
          key: `system:redirect:${paymentId}`,
        }),
        expect.objectContaining({
          kind: 'payout',
          reason: 'seller-payout',
          buyerId: seller.id,
          sellerId: seller.id,
          reference: 'WIRE-TRAIL',
          stream: `ledger-${seller.id}`,
        }),
      ]),
    );
  });

  it("verifies offline, and one byte changed in the seller's ledger fails naming that event", () => {
    const result = verifyEvidence(evidence, { trustedKey: key.publicKey });
    expect(result).toMatchObject({ ok: true });
    if (result.ok)
      expect(result.counts.paymentReceipts).toBe(
        evidence.events.filter((e) => e.type === 'LedgerEntryRecorded').length,
      );
    const payout = evidence.events.find(
      (e) => e.stream === `ledger-${seller.id}` && e.type === 'LedgerEntryRecorded',
    )!;
    const tampered = structuredClone(evidence);
    const altered = tampered.events.find((e) => e.id === payout.id)!;
    const data = altered.data as { reference: string };
    data.reference = data.reference.replace('T', 'X');
    expect(verifyEvidence(tampered, { trustedKey: key.publicKey })).toMatchObject({
      ok: false,
      failure: {
        subject: 'event',
        event: { id: payout.id, stream: `ledger-${seller.id}` },
        what: expect.stringContaining(`stream ledger-${seller.id}`),
      },
    });
  });

  it("gives the payer the receipt of the invoice's redirect payment, which verifies against the export", async () => {
    const r = await h.post('audit/paymentReceipt', { invoice_id: invoiceId }, eve.token);
    expect(r.status).toBe(200);
    const receipts = responseData(r).records as PaymentReceipt[];
    expect(receipts.map((x) => x.payload)).toEqual([
      expect.objectContaining({
        kind: 'payment',
        reason: 'invoice-payment',
        key: `system:redirect:${paymentId}`,
        stream: `ledger-${eve.id}`,
      }),
    ]);
    expect(evidence.paymentReceipts).toContainEqual(receipts[0]);
    expect(verifyEvidence(evidence, { trustedKey: key.publicKey, receipts })).toMatchObject({
      ok: true,
    });
  });

  it('gives the payer the receipts of an invoice refunded to the card: its redirect payment and the card refund', async () => {
    const r = await h.post('audit/paymentReceipt', { invoice_id: refundedId }, eve.token);
    const receipts = responseData(r).records as PaymentReceipt[];
    expect(receipts.map((x) => [x.payload.kind, x.payload.reason, x.payload.key])).toEqual([
      ['payment', 'invoice-payment', expect.stringMatching(/^system:redirect:/)],
      ['refund', 'invoice-card-refund', `system:refund-card-${refundedId}`],
    ]);
    for (const receipt of receipts) expect(evidence.paymentReceipts).toContainEqual(receipt);
    expect(verifyEvidence(evidence, { trustedKey: key.publicKey, receipts })).toMatchObject({
      ok: true,
      counts: { receipts: 2 },
    });
  });

  it('gives the seller the receipt of their payout, the auditor and the admin too, nobody else', async () => {
    const entry = evidence.paymentReceipts!.find((x) => x.payload.kind === 'payout')!.payload;
    const own = await h.post('audit/paymentReceipt', { entry_id: entry.eventId }, seller.token);
    expect(own.status).toBe(200);
    const receipts = responseData(own).records as PaymentReceipt[];
    expect(receipts[0]!.payload).toMatchObject({ kind: 'payout', eventId: entry.eventId });
    for (const [token, body] of [
      [auditor, { entry_id: entry.eventId }],
      [auditor, { entry_id: entry.eventId, buyer_id: seller.id }],
      [admin, { entry_id: entry.eventId, buyer_id: seller.id }],
    ] as const)
      expect(responseData(await h.post('audit/paymentReceipt', body, token)).records).toEqual(
        receipts,
      );
    for (const body of [
      { entry_id: entry.eventId },
      { entry_id: entry.eventId, buyer_id: seller.id },
    ])
      expect((await h.post('audit/paymentReceipt', body, eve.token)).status).toBe(404);
    expect(verifyEvidence(evidence, { trustedKey: key.publicKey, receipts })).toMatchObject({
      ok: true,
      counts: { receipts: 1 },
    });
  });
});
