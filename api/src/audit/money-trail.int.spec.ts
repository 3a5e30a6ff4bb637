import type { AuditPublicKey, EvidenceExport, PaymentReceipt } from '@facet/event-schemas';
import { verifyEvidence } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from '../../test/backoffice-fixtures.js';
import {
  addToCart,
  adminToken,
  type Buyer,
  newBuyNowLot,
  storedEvents,
  winTwoLotsAtTheClose,
  shipTo,
} from '../../test/commerce-fixtures.js';
import {
  type Harness,
  responseData,
  signUp,
  startHarness,
  waitFor,
} from '../../test/http-harness.js';
import { payThroughRedirectGateway } from '../../test/redirect-gateway-fixtures.js';
import { AuditCheckpointer } from './checkpoints/audit-checkpointer.js';

/**
 * Issue 25, the auditor's money trail over HTTP: the auditor reads the trial balance and every
 * ledger entry and changes nothing; every payment and refund has a signed receipt its payer and the
 * auditor fetch, which `facet-verify` checks against the export that holds its entry.
 */
describe("The auditor's money trail", () => {
  let h: Harness;
  let admin: string;
  let auditor: string;
  let cy: Buyer;
  let dee: Buyer;
  let deposited: string;
  let ringInvoice: string;
  let key: AuditPublicKey;

  beforeAll(async () => {
    h = await startHarness();
    admin = await adminToken(h.post);
    const ada = await signUp(h, 'Ada', 'ada@trail.test');
    const made = await h.post(
      'admin/user/userAction',
      { user_id: ada.id, action: 'make_auditor' },
      admin,
    );
    expect(responseData(made).record.role).toBe('auditor');
    auditor = responseData(
      await h.post('user/login', { email: 'ada@trail.test', password: 'correct-horse' }),
    ).token as string;
    cy = await signUp(h, 'Cy', 'cy@trail.test');
    dee = await signUp(h, 'Dee', 'dee@trail.test');
    let ring: string;
    [deposited, ring] = await winTwoLotsAtTheClose(h, admin, cy, {
      deposited: { title: 'Trail rough', pricing: 'per_item', qty: 1, sprice: 300 },
      ringTitle: 'Trail ring',
      creditNote: 'Trail credit',
      depositNote: 'Trail deposit',
    });
    await waitFor(async () => (await storedEvents(h, 'InvoiceRaised')).length === 2);
    ringInvoice = (await storedEvents(h, 'InvoiceRaised')).find((e) =>
      e.data.items.some((i) => i.lotId === ring),
    )!.data.invoiceId;
    await waitFor(
      async () => (await h.post('invoice/invoice', { id: ringInvoice }, cy.token)).status === 200,
    );
    const paid = await h.post(
      'credit/payCartWallet',
      { invoice_id: ringInvoice, commandId: 'pay-ring' },
      cy.token,
    );
    expect(paid.status).toBe(200);
    const res = await fetch(`${h.baseUrl}/.well-known/facet-audit-key`);
    key = ((await res.json()) as { data: { responseData: AuditPublicKey } }).data.responseData;
  });
  afterAll(() => h?.close());

  it('gives the auditor the trial balance: balanced, every account, read from the log', async () => {
    const r = await h.post('admin/ledger/trialBalance', {}, auditor);
    expect(r.status).toBe(200);
    const trial = responseData(r);
    expect(trial).toMatchObject({ balanced: true, unbalanced: [], repeated_keys: [] });
    expect(trial.debits).toBe(trial.credits);
    expect(trial.entries).toBe((await storedEvents(h, 'LedgerEntryRecorded')).length);
    expect(trial.accounts).toContainEqual({
      kind: 'wallet',
      owner: cy.id,
      balance: expect.any(Number),
    });
  });

  it('pages every ledger entry for the auditor, newest first, filtered by buyer, owner or reason', async () => {
    const all = responseData(await h.post('audit/ledgerEntries', { limit: 100 }, auditor));
    const stored = await storedEvents(h, 'LedgerEntryRecorded');
    expect(all.totalRecords).toBe(stored.length);
    expect(all.records.map((e: { id: string }) => e.id)).toEqual(stored.map((e) => e.id).reverse());
    const payment = all.records.find((e: { reason: string }) => e.reason === 'wallet-payment');
    expect(payment).toMatchObject({
      stream: `ledger-${cy.id}`,
      buyer_id: cy.id,
      key: `${cy.id}:pay-ring`,
      amount: 60,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(payment.lines).toContainEqual({
      kind: 'wallet',
      owner: cy.id,
      side: 'debit',
      amount: 60,
    });
    const page2 = responseData(await h.post('audit/ledgerEntries', { limit: 1, page: 2 }, auditor));
    expect(page2.records.map((e: { id: string }) => e.id)).toEqual([all.records[1].id]);
    const mine = responseData(await h.post('audit/ledgerEntries', { buyer_id: cy.id }, auditor));
    expect(mine.totalRecords).toBe(stored.filter((e) => e.data.buyerId === cy.id).length);
    const held = responseData(
      await h.post('audit/ledgerEntries', { reason: 'deposit-held' }, auditor),
    );
    expect(held.records.map((e: { lot_id: string }) => e.lot_id)).toEqual([deposited]);
    const house = responseData(await h.post('audit/ledgerEntries', { owner: 'house' }, auditor));
    expect(house.totalRecords).toBeGreaterThan(0);
  });

  it('refuses a buyer the ledger and the trial balance, and the auditor any change to money', async () => {
    expect((await h.post('audit/ledgerEntries', {}, cy.token)).status).toBe(403);
    expect((await h.post('admin/ledger/trialBalance', {}, cy.token)).status).toBe(403);
    const credit = await h.post(
      'admin/credit/addCredit',
      { user_id: cy.id, amount: 5, credit_notes: 'no', commandId: 'aud-1' },
      auditor,
    );
    expect(credit.status).toBe(403);
    const reason = await h.post('audit/ledgerEntries', { reason: 'gift' }, auditor);
    expect(reason.status).toBe(400);
  });

  describe('payment receipts', () => {
    let invoiceReceipts: PaymentReceipt[];

    beforeAll(async () => {
      const r = await h.post('audit/paymentReceipt', { invoice_id: ringInvoice }, cy.token);
      expect(r.status).toBe(200);
      invoiceReceipts = responseData(r).records;
    });

    it("gives the payer the receipt of their invoice's payment: the entry, cents, parties, signed", () => {
      expect(invoiceReceipts.map((x) => x.payload)).toEqual([
        expect.objectContaining({
          format: 'facet-payment-receipt/1',
          kind: 'payment',
          reason: 'wallet-payment',
          buyerId: cy.id,
          sellerId: expect.any(String),
          key: `${cy.id}:pay-ring`,
          amount: 60_00,
          stream: `ledger-${cy.id}`,
          keyId: key.keyId,
        }),
      ]);
    });

    it("gives the payer their deposit's receipt by its entry id, the auditor too, and nobody else", async () => {
      const deposit = (await storedEvents(h, 'LedgerEntryRecorded')).find(
        (e) => e.data.reason === 'deposit-held',
      )!;
      const own = await h.post('audit/paymentReceipt', { entry_id: deposit.id }, cy.token);
      expect(own.status).toBe(200);
      expect(responseData(own).records[0].payload).toMatchObject({
        kind: 'payment',
        reason: 'deposit-held',
        amount: 200_00,
        lotId: deposited,
        eventId: deposit.id,
        revision: deposit.revision,
        hash: deposit.hash,
      });
      const audited = await h.post('audit/paymentReceipt', { entry_id: deposit.id }, auditor);
      expect(responseData(audited).records).toEqual(responseData(own).records);
      for (const body of [{ entry_id: deposit.id }, { entry_id: deposit.id, buyer_id: cy.id }])
        expect((await h.post('audit/paymentReceipt', body, dee.token)).status).toBe(404);
      expect(
        (await h.post('audit/paymentReceipt', { invoice_id: ringInvoice }, dee.token)).status,
      ).toBe(404);
      expect((await h.post('audit/paymentReceipt', {}, cy.token)).status).toBe(400);
    });

    it("verifies offline against the lot's export, which carries the same receipts; an altered one is named", async () => {
      await h.app.get(AuditCheckpointer).checkpoint();
      const res = await fetch(`${h.baseUrl}/api/audit/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auditor}` },
        body: JSON.stringify({ lot_id: deposited }),
      });
      const evidence = (await res.json()) as EvidenceExport;
      const deposit = responseData(
        await h.post(
          'audit/paymentReceipt',
          {
            entry_id: evidence.paymentReceipts!.find((r) => r.payload.reason === 'deposit-held')!
              .payload.eventId,
          },
          cy.token,
        ),
      ).records as PaymentReceipt[];
      expect(evidence.paymentReceipts).toContainEqual(deposit[0]);
      const receipts = [...invoiceReceipts, ...deposit];
      const result = verifyEvidence(evidence, { trustedKey: key.publicKey, receipts });
      expect(result).toMatchObject({ ok: true, counts: { receipts: 2 } });
      if (result.ok)
        expect(result.counts.paymentReceipts).toBe(
          evidence.events.filter((e) => e.type === 'LedgerEntryRecorded').length,
        );
      const forged = { ...receipts[0]!, payload: { ...receipts[0]!.payload, amount: 6_00 } };
      expect(
        verifyEvidence(evidence, { trustedKey: key.publicKey, receipts: [forged] }),
      ).toMatchObject({
        ok: false,
        failure: { subject: 'receipt', what: expect.stringContaining(`stream ledger-${cy.id}`) },
      });
    });
  });

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
      for (const stream of [
        `ledger-${seller.id}`,
        `redirect-payments-${eve.id}`,
        `ledger-${eve.id}`,
      ])
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
});
