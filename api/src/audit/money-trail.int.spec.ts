import type { AuditPublicKey, EvidenceExport, PaymentReceipt } from '@facet/event-schemas';
import { verifyEvidence } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditKey } from '../../test/audit-key.js';
import { newAuditor, startAsAdmin } from '../../test/backoffice-fixtures.js';
import { type Buyer, storedEvents, winTwoLotsAtTheClose } from '../../test/commerce-fixtures.js';
import { type Harness, responseData, signUp, waitFor } from '../../test/http-harness.js';
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
    ({ h, admin } = await startAsAdmin());
    auditor = await newAuditor(h, admin, 'ada@trail.test');
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
    key = await auditKey(h);
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
});
