import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { EvidenceExport, PaymentReceipt } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, BASE_URL, launch, login, newPage, readDownload, shot } from './browser';
import { type Buyer, creditWallet, signUp, until, winLotWithWalletDeposit } from './marketplace';

const AUDITOR = {
  email: 'auditor@facet.test',
  password: process.env.E2E_AUDITOR_PASSWORD ?? 'auditor-demo-pass',
};
const VERIFY_BIN = fileURLToPath(
  new URL('../../event-store/bin/facet-verify.mjs', import.meta.url),
);
const tag = `E2E${Date.now()}`;

const verify = (path: string, key: string) =>
  spawnSync(process.execPath, [VERIFY_BIN, path, '--key', key], { encoding: 'utf8' });

/**
 * Issue 25, the auditor's money trail in Chromium: a buyer wins a lot with a wallet deposit and
 * pays the invoice from the wallet; the auditor reads the trial balance and the ledger entries,
 * takes a payment's receipt, and downloads the lot's export, which holds the money streams and
 * which facet-verify passes, and fails naming the entry when one byte of it changes.
 */
describe("The auditor's money trail", () => {
  let browser: Browser;
  let page: Page;
  let buyer: Buyer;
  let lotId = '';
  let invoiceId = '';
  let publicKey = '';

  beforeAll(async () => {
    const admin = (await api('user/login', ADMIN)).token;
    const email = `tess-${tag}@money.test`.toLowerCase();
    buyer = await signUp('Tess', email, 'money-trail-pass-1');
    await creditWallet(admin, buyer.id, 500, 'Bank transfer');
    invoiceId = await winLotWithWalletDeposit(admin, buyer, {
      title: `${tag} Trail rough`,
      pricing: 'per_item',
      sprice: 300,
    });
    const invoice = await until(
      () => api('invoice/invoice', { id: invoiceId }, buyer.token).catch(() => null),
      (i) => i !== null,
    );
    lotId = invoice!.invoiceItems[0]!.project_id;
    await api(
      'credit/payCartWallet',
      { invoice_id: invoiceId, commandId: `pay-${tag}` },
      buyer.token,
    );
    const wellKnown = await fetch(`${BASE_URL}/.well-known/facet-audit-key`);
    ({ publicKey } = (
      (await wellKnown.json()) as { data: { responseData: { publicKey: string } } }
    ).data.responseData);
    browser = await launch();
    page = await newPage(browser);
    await login(page, AUDITOR.email, AUDITOR.password);
  }, 90_000);
  afterAll(async () => browser?.close());

  it('sees the trial balance, balanced, and the ledger entries of every buyer', async () => {
    await page.goto('/audit/events');
    await page.getByTestId('audit-nav').getByText('Money').click();
    await page.waitForURL((url) => url.pathname === '/audit/money');
    const status = page.getByTestId('trial-balance-status');
    await status.waitFor();
    expect(await status.getAttribute('data-balanced')).toBe('true');
    expect(await status.textContent()).toBe('Balanced');
    expect(await page.getByTestId('trial-debits').textContent()).toBe(
      await page.getByTestId('trial-credits').textContent(),
    );
    expect(await page.getByTestId('trial-accounts').textContent()).toContain(buyer.id);
    await page.getByTestId('ledger-filter-buyer').fill(buyer.id);
    await page.getByTestId('ledger-filter-apply').click();
    const table = page.getByTestId('audit-ledger');
    const text = await until(
      () => table.textContent(),
      (t) => (t ?? '').includes('Paid from wallet'),
    );
    expect(text).toContain(`ledger-${buyer.id}`);
    for (const reason of ['Money received', 'Deposit held', 'Deposit applied'])
      expect(text).toContain(reason);
    await shot(page, 'audit-money');
  });

  it("downloads a payment's signed receipt from its ledger row", async () => {
    const row = page.getByTestId('audit-ledger').locator('tr', { hasText: 'Paid from wallet' });
    const file = await readDownload(page, () =>
      row.locator('[data-testid^="ledger-receipt-"]').click(),
    );
    expect(file.name).toMatch(/^payment-receipt-.+\.json$/);
    const { records } = JSON.parse(file.text) as { records: PaymentReceipt[] };
    expect(records[0]!.payload).toMatchObject({
      format: 'facet-payment-receipt/1',
      kind: 'payment',
      reason: 'wallet-payment',
      buyerId: buyer.id,
      stream: `ledger-${buyer.id}`,
    });
  });

  it("downloads the lot's export with its money streams: verified, and one byte of a ledger entry named", async () => {
    await page.getByTestId('export-id').fill(lotId);
    const file = await readDownload(page, () => page.getByTestId('export-run').click());
    expect(file.name).toBe(`evidence-lot-${lotId}.json`);
    const evidence = JSON.parse(file.text) as EvidenceExport;
    const streams = new Set(evidence.events.map((e) => e.stream));
    expect(streams).toEqual(
      new Set([`lot-${lotId}`, `invoice-${invoiceId}`, `ledger-${buyer.id}`]),
    );
    expect(evidence.paymentReceipts?.length).toBe(
      evidence.events.filter((e) => e.type === 'LedgerEntryRecorded').length,
    );
    const run = verify(file.path, publicKey);
    expect(run.stdout, run.stderr).toMatch(
      /^verified: \d+ events in 3 streams, .*payment receipts/m,
    );
    expect(run.status).toBe(0);

    const entry = evidence.events.find(
      (e) => e.stream === `ledger-${buyer.id}` && e.type === 'LedgerEntryRecorded',
    )!;
    const note = (entry.data as { note: string }).note;
    const altered = structuredClone(evidence);
    // One byte of the entry's note, as a hand editing the saved file would.
    (altered.events.find((e) => e.id === entry.id)!.data as { note: string }).note =
      `${note.slice(0, -1)}${note.endsWith('x') ? 'y' : 'x'}`;
    const path = join(mkdtempSync(join(tmpdir(), 'facet-money-')), 'altered.json');
    writeFileSync(path, JSON.stringify(altered, null, 2));
    const broken = verify(path, publicKey);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(
      `NOT VERIFIED: event ${entry.id} (stream ledger-${buyer.id}, revision ${entry.revision}, LedgerEntryRecorded)`,
    );
  });
});

describe("A buyer's receipt on the invoice", () => {
  let browser: Browser;
  afterAll(async () => browser?.close());

  it('downloads the signed receipts of what the buyer paid on it', async () => {
    const admin = (await api('user/login', ADMIN)).token;
    const email = `uma-${tag}@money.test`.toLowerCase();
    const uma = await signUp('Uma', email, 'money-trail-pass-2');
    await creditWallet(admin, uma.id, 500, 'Bank transfer');
    const invoiceId = await winLotWithWalletDeposit(admin, uma, {
      title: `${tag} Receipt rough`,
      pricing: 'per_item',
      sprice: 250,
    });
    browser = await launch();
    const page = await newPage(browser);
    await login(page, email, 'money-trail-pass-2');
    await page.goto(`/invoice/${invoiceId}`);
    const button = page.getByTestId('invoice-receipt');
    await button.waitFor();
    const file = await readDownload(page, () => button.click());
    expect(file.name).toBe(`payment-receipts-${invoiceId}.json`);
    const { records } = JSON.parse(file.text) as { records: PaymentReceipt[] };
    expect(records.map((r) => r.payload.reason)).toEqual(['deposit-applied']);
    expect(records[0]!.payload).toMatchObject({ buyerId: uma.id, amount: 200_00 });
  });
});
