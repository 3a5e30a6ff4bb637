import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, DEMO_SELLER, launch, login, newPage } from './browser';
import { boughtRough } from './buy-now';
import { signUp, type Buyer, until } from './marketplace';

const PASSWORD = 'money-desk-pass-123';
const PRICE = 1_000;
/** The demo seller's own commission for this test: the seller is owed $900 of $1,000. */
const COMMISSION = '10';

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/**
 * Issue 25, the money desk in the browser: a new buyer pays an invoice by bank transfer to the
 * marketplace's bank account, the admin marks it received on the money desk and the invoice is
 * paid; the seller sees the payout due; the admin cannot pay it out until the seller adds and
 * verifies a bank account (micro-deposits) on their bank details, then records it to that account
 * ("STRIPE TEST BANK ●●●● 6789") and the seller sees it paid there; the trial
 * balance is zero and the buyer's wallet equals the fold of its entries. The admin also credits
 * a wallet from the desk and the buyer sees the balance.
 */
describe('The money desk, as an admin, a new buyer and the seller use it', () => {
  let browser: Browser;
  let buyerPage: Page;
  let adminPage: Page;
  let sellerPage: Page;
  let admin: string;
  let seller: { token: string; id: string };
  let buyer: Buyer;
  let invoice: { id: string; number: number };
  let dueBefore: number;
  let paidBefore: number;

  const sellerDue = async () => (await api('seller/payouts/statement', {}, seller.token)).summary;

  beforeAll(async () => {
    admin = (await api('user/login', ADMIN)).token;
    const signedIn = await api('user/login', DEMO_SELLER);
    seller = { token: signedIn.token, id: signedIn.user.id };
    await api(
      'seller/setting/saveSellerCommission',
      { user_id: seller.id, percent: COMMISSION },
      admin,
    );
    buyer = await signUp('Nadia', `money-desk-${Date.now()}@facet.test`, PASSWORD);
    const now = Date.now();
    const invoiceId = await boughtRough(seller, buyer, {
      title: `Money desk rough ${now}`,
      price: PRICE,
      commandId: `desk-${now}`,
    });
    const raised = await until(
      () => api('invoice/invoice', { id: invoiceId }, buyer.token).catch(() => null),
      (i) => i !== null,
    );
    invoice = { id: raised!.id, number: raised!.number };
    ({ due: dueBefore, paid_out: paidBefore } = await sellerDue());

    browser = await launch();
    buyerPage = await newPage(browser);
    await login(buyerPage, buyer.email, PASSWORD);
    adminPage = await newPage(browser);
    await login(adminPage, ADMIN.email, ADMIN.password);
    sellerPage = await newPage(browser);
    await login(sellerPage, DEMO_SELLER.email, DEMO_SELLER.password);
  }, 90_000);

  afterAll(async () => {
    await api('seller/setting/saveSellerCommission', { user_id: seller.id, percent: '' }, admin);
    await browser?.close();
  });

  it('shows a new buyer how to fund the wallet: the bank details and their account reference', async () => {
    await buyerPage.goto('/wallet');
    const funding = buyerPage.getByTestId('wallet-funding');
    await funding.waitFor();
    expect(await funding.getByTestId('bank-accountNumber').innerText()).toContain('AE07');
    expect(await funding.getByTestId('bank-reference').innerText()).toBe(buyer.id);
  });

  it('shows where to send the transfer for an invoice, quoting its number', async () => {
    await buyerPage.goto(`/invoice/${invoice.id}`);
    await buyerPage.getByTestId('pay-offline').click();
    const waiting = buyerPage.getByTestId('offline-waiting');
    await waiting.waitFor();
    expect(await waiting.getByTestId('bank-beneficiary').innerText()).toContain('Facet');
    expect(await waiting.getByTestId('bank-reference').innerText()).toBe(String(invoice.number));
  });

  it('lets the admin mark the transfer received on the money desk, once for a double click', async () => {
    await adminPage.goto('/admin/lots/all');
    await adminPage.getByTestId('admin-nav').getByText('Money desk').click();
    await adminPage.waitForURL((url) => url.pathname === '/admin/money/invoices');
    const row = adminPage.getByTestId(`desk-invoice-${invoice.number}`);
    await row.waitFor();
    await row.getByTestId('desk-mark-received').click();
    await adminPage.getByTestId('received-reference').fill(`WIRE-${invoice.number}`);
    await adminPage.getByTestId('received-save').dblclick();
    await row.waitFor({ state: 'detached' });

    await expect
      .poll(
        async () => {
          await buyerPage.reload();
          return buyerPage.getByTestId('invoice-status').innerText();
        },
        { timeout: 20_000 },
      )
      .toBe('Paid');
    const payments = buyerPage.getByTestId('invoice-transactions').locator('tbody tr');
    expect(await payments.count()).toBe(1);
    expect(await payments.first().innerText()).toContain(`$${PRICE.toLocaleString('en-US')}.00`);
  });

  it('shows the seller the payout due: the price less the commission', async () => {
    await until(sellerDue, (s) => s.due === dueBefore + 900);
    await sellerPage.goto('/seller/dashboard');
    const due = sellerPage.getByTestId('payouts-due').getByTestId('amount');
    await expect.poll(async () => dollars(await due.innerText())).toBe(dueBefore + 900);
  });

  it('tells the admin the seller has no verified bank account to pay, and records nothing', async () => {
    await adminPage.goto('/admin/money/payouts');
    const row = adminPage.getByTestId(`desk-payout-${seller.id}`);
    await row.waitFor();
    await row.getByTestId('desk-record-payout').click();
    const none = adminPage.getByTestId('payout-no-bank-account');
    await none.waitFor();
    expect(await none.innerText()).toContain('no verified bank account');
    expect(await adminPage.getByTestId('payout-save').isDisabled()).toBe(true);
    await adminPage.keyboard.press('Escape');
    await adminPage.getByTestId('payout-save').waitFor({ state: 'detached' });
  });

  it('lets the seller add a bank account and verify it with the two micro-deposits', async () => {
    await sellerPage.goto('/seller/payments/bank_details');
    await sellerPage.getByTestId('save-bank').click();
    const bank = sellerPage.getByTestId('source-6789');
    await expect.poll(() => bank.getByTestId('bank-status').textContent()).toBe('Not verified');
    await bank.getByTestId('deposit-1').fill('32');
    await bank.getByTestId('deposit-2').fill('45');
    await bank.getByTestId('verify-bank').click();
    await expect.poll(() => bank.getByTestId('bank-status').textContent()).toBe('Verified');
  });

  it("lets the admin record the payout to the seller's verified account, and the seller sees it paid there", async () => {
    await adminPage.goto('/admin/money/payouts');
    const row = adminPage.getByTestId(`desk-payout-${seller.id}`);
    await row.waitFor();
    await row.getByTestId('desk-record-payout').click();
    const account = adminPage.getByTestId('payout-bank-account');
    await expect.poll(() => account.inputValue()).toBe('STRIPE TEST BANK ●●●● 6789');
    await adminPage.getByTestId('payout-amount').fill('900');
    await adminPage.getByTestId('payout-reference').fill(`PAYOUT-${invoice.number}`);
    await adminPage.getByTestId('payout-save').dblclick();
    await adminPage.getByTestId('payout-save').waitFor({ state: 'detached' });

    await until(sellerDue, (s) => s.paid_out === paidBefore + 900);
    expect((await sellerDue()).due).toBe(dueBefore);
    await sellerPage.goto('/seller/dashboard');
    const paid = sellerPage.getByTestId('payouts-paidOut').getByTestId('amount');
    await expect.poll(async () => dollars(await paid.innerText())).toBe(paidBefore + 900);
    const paidRow = sellerPage
      .getByTestId('payouts-paid')
      .locator('tr', { hasText: `PAYOUT-${invoice.number}` });
    await paidRow.waitFor();
    expect(await paidRow.getByTestId('payout-paid-to').innerText()).toBe(
      'STRIPE TEST BANK ●●●● 6789',
    );
  });

  it('keeps the books: a zero trial balance, and the payout among the seller payable entries', async () => {
    await adminPage.goto('/admin/money/ledger');
    const status = adminPage.getByTestId('trial-balance-status');
    await status.waitFor();
    expect(await status.getAttribute('data-balanced')).toBe('true');
    await adminPage.getByTestId(`account-seller-payable-${seller.id}`).click();
    await adminPage
      .getByTestId('ledger-entries')
      .getByText(`PAYOUT-${invoice.number}`, { exact: true })
      .waitFor();
    const payoutEntry = adminPage
      .getByTestId('ledger-entries')
      .locator('tr', { hasText: `PAYOUT-${invoice.number}` });
    expect(await payoutEntry.getByTestId('entry-paid-to').innerText()).toBe(
      'to STRIPE TEST BANK ●●●● 6789',
    );
    const tb = await api('admin/ledger/trialBalance', {}, admin);
    expect(tb.debits).toBe(tb.credits);
    expect(tb.accounts.reduce((sum, a) => sum + Math.round(a.balance * 100), 0)).toBe(0);
  });

  it('credits the buyer’s wallet from the desk, and the buyer sees the balance', async () => {
    await adminPage.goto('/admin/money/wallets');
    await adminPage.getByTestId('credit-buyer').fill(buyer.email);
    await adminPage.getByRole('option', { name: new RegExp(buyer.email) }).click();
    await adminPage.getByTestId('credit-amount').fill('250');
    await adminPage.getByTestId('credit-note').fill('Bank transfer W-250');
    await adminPage.getByTestId('credit-save').dblclick();

    await buyerPage.goto('/wallet');
    await expect
      .poll(
        async () => {
          await buyerPage.reload();
          return buyerPage.getByTestId('wallet-balance').innerText();
        },
        { timeout: 20_000 },
      )
      .toBe('$250.00');
    const history = await api('credit/getCreditHistory', {}, buyer.token);
    expect(history.records.filter((r) => r.credit_notes === 'Bank transfer W-250')).toHaveLength(1);
  });

  it("keeps the buyer's wallet equal to the fold of its ledger entries", async () => {
    const entries = await api('admin/ledger/entries', { kind: 'wallet', owner: buyer.id }, admin);
    const wallet = await api('credit/getCreditHistory', {}, buyer.token);
    expect(-entries.balance).toBe(wallet.balance);
    const tb = await api('admin/ledger/trialBalance', {}, admin);
    const account = tb.accounts.find((a) => a.kind === 'wallet' && a.owner === buyer.id);
    expect(-(account?.balance ?? 0)).toBe(wallet.balance);
  });
});
