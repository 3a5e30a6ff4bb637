import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { BidReceipt, EvidenceExport } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  api,
  BASE_URL,
  DEMO_SELLER,
  findLiveLot,
  launch,
  login,
  newPage,
  readDownload,
  shot,
  type LotRecord,
} from './browser';
import { hardBid, signUp, until } from './marketplace';
import { listAuction, listLot } from './seller-listings';

const AUDITOR = {
  email: 'auditor@facet.test',
  password: process.env.E2E_AUDITOR_PASSWORD ?? 'auditor-demo-pass',
};
const DEMO_CLOSED_AUCTION = 'Dubai Melee and Rough Sale (closed)';
const VERIFY_BIN = fileURLToPath(
  new URL('../../event-store/bin/facet-verify.mjs', import.meta.url),
);
const tag = `E2E${Date.now()}`;

type EvidenceFile = EvidenceExport;
type Receipt = BidReceipt;

/** Issue 18: the auditor reads the log, checks a chain, takes evidence away; a buyer its receipts. */
describe('The auditor and the evidence', () => {
  let browser: Browser;
  let page: Page;
  let lot: LotRecord;
  let keyId = '';
  let publicKey = '';

  beforeAll(async () => {
    const auditor = (await api('user/login', AUDITOR)).token;
    lot = await findLiveLot(auditor);
    const wellKnown = await fetch(`${BASE_URL}/.well-known/facet-audit-key`);
    ({ keyId, publicKey } = (
      (await wellKnown.json()) as { data: { responseData: { keyId: string; publicKey: string } } }
    ).data.responseData);
    browser = await launch();
    page = await newPage(browser);
    await login(page, AUDITOR.email, AUDITOR.password);
  }, 60_000);
  afterAll(async () => browser?.close());

  it("filters a demo lot's stream and finds its whole chain intact", async () => {
    const stream = `lot-${lot.id}`;
    await page.goto('/');
    await page.getByTestId('audit-link').click();
    await page.waitForURL((url) => url.pathname === '/audit/events');
    await page.getByTestId('filter-stream').fill(stream);
    await page.getByTestId('filter-apply').click();
    await page.waitForURL((url) => url.searchParams.get('stream') === stream);
    // The whole log's first page shows until the filtered one replaces it.
    const shown = () =>
      page
        .getByTestId('audit-events')
        .getByTestId('event-stream')
        .allTextContents()
        .then((texts) => [...new Set(texts)]);
    expect(await until(shown, (streams) => streams.length > 0 && streams[0] === stream)).toEqual([
      stream,
    ]);
    expect(await page.getByTestId('verify-stream').inputValue()).toBe(stream);
    await page.getByTestId('verify-run').click();
    const result = page.getByTestId('chain-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    expect(await result.textContent()).toMatch(/Chain intact: \d+ events?/);
    await shot(page, 'audit-events');
  });

  it('opens an event and reads its data, metadata and hashes', async () => {
    await page.getByTestId('audit-events').locator('[data-testid^="event-open-"]').first().click();
    const detail = page.getByTestId('event-detail');
    await detail.waitFor();
    expect(
      JSON.parse((await detail.getByTestId('event-metadata').textContent()) ?? ''),
    ).toBeTruthy();
    await page.keyboard.press('Escape');
  });

  it("downloads the lot's evidence export: one JSON file holding its events", async () => {
    await page.getByTestId('export-id').fill(lot.id);
    const file = await readDownload(page, () => page.getByTestId('export-run').click());
    expect(file.name).toBe(`evidence-lot-${lot.id}.json`);
    const evidence = JSON.parse(file.text) as EvidenceFile;
    expect(evidence.format).toBe('facet-evidence/1');
    expect(evidence.scope).toMatchObject({ kind: 'lot', id: lot.id });
    expect(evidence.key.keyId).toBe(keyId);
    expect(evidence.events.length).toBeGreaterThan(0);
    expect(evidence.events.some((e) => e.stream === `lot-${lot.id}`)).toBe(true);
    // The file as saved checks offline, with no server: the verifier's own command.
    const run = spawnSync(process.execPath, [VERIFY_BIN, file.path], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/verified/);
    expect(run.status).toBe(0);
  });

  it("downloads the demo auction's export, which the verifier finds verified, every stream, under the well-known key", async () => {
    const { records } = await api('auction/search', {
      filters: { title: DEMO_CLOSED_AUCTION },
      limit: 100,
      page: 1,
    });
    const auction = records.find((a) => a.title === DEMO_CLOSED_AUCTION)!;
    expect(auction).toBeTruthy();
    await page.getByTestId('export-kind').getByText('Auction', { exact: true }).click();
    await page.getByTestId('export-id').fill(auction.id);
    const file = await readDownload(page, () => page.getByTestId('export-run').click());
    expect(file.name).toBe(`evidence-auction-${auction.id.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`);
    const evidence = JSON.parse(file.text) as EvidenceFile;
    expect(evidence.scope).toMatchObject({ kind: 'auction', id: auction.id });
    const streams = new Set(evidence.events.map((e) => e.stream));
    expect(streams.has(`auction-${auction.id}`)).toBe(true);
    // The key comes from the well-known route, not from the file: a forged export cannot pass.
    const run = spawnSync(process.execPath, [VERIFY_BIN, file.path, '--key', publicKey], {
      encoding: 'utf8',
    });
    const verdict = /^verified: (\d+) events in (\d+) streams/m.exec(run.stdout);
    expect(verdict, run.stdout + run.stderr).not.toBeNull();
    expect(Number(verdict![1])).toBe(evidence.events.length);
    expect(Number(verdict![2])).toBe(streams.size);
    expect(streams.size).toBeGreaterThanOrEqual(2);
    expect(run.stdout).toContain(`(key ${keyId})`);
    expect(run.status).toBe(0);
    // Back to a lot for the screens that follow.
    await page.getByTestId('export-kind').getByText('Lot', { exact: true }).click();
  });

  it("shows the signed checkpoints and the marketplace's key id", async () => {
    await page.getByTestId('audit-nav').getByText('Checkpoints').click();
    await page.waitForURL((url) => url.pathname === '/audit/checkpoints');
    const id = page.getByTestId('audit-key-id');
    await id.waitFor();
    expect(await id.textContent()).toBe(keyId);
    expect(await page.getByTestId('verify-command').textContent()).toContain('npx facet-verify');
    await shot(page, 'audit-checkpoints');
  });

  it("is not let into the admin's lots", async () => {
    await page.goto('/admin/lots/all');
    await page.getByTestId('not-allowed').waitFor();
    expect(await page.getByTestId('not-allowed').textContent()).toContain('Not allowed');
  });
});

describe("The admin's lots list", () => {
  let browser: Browser;
  afterAll(async () => browser?.close());

  it("gives a lot's evidence file from its row", async () => {
    const admin = (await api('user/login', ADMIN)).token;
    const lot = await findLiveLot(admin);
    browser = await launch();
    const page = await newPage(browser);
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/lots/all');
    await page.getByTestId('admin-lots-search').fill(lot.title);
    const button = page.getByTestId(`lot-evidence-${lot.id}`);
    await button.waitFor();
    const file = await readDownload(page, () => button.click());
    expect(file.name).toBe(`evidence-lot-${lot.id}.json`);
    const evidence = JSON.parse(file.text) as EvidenceFile;
    expect(evidence.scope).toMatchObject({ kind: 'lot', id: lot.id });
    expect(evidence.events.length).toBeGreaterThan(0);
  });
});

describe("A buyer's signed bid receipts on My Bids", () => {
  let browser: Browser;
  let page: Page;
  let lotId = '';
  let placed: Receipt;

  beforeAll(async () => {
    const seller = (await api('user/login', DEMO_SELLER)).token;
    const auctionid = await listAuction(seller, { title: `${tag} receipts sale` });
    lotId = await listLot(seller, {
      auctionid,
      title: `${tag} Receipt rough`,
      pricing: 'per_item',
    });
    const email = `rita-${tag}@receipts.test`.toLowerCase();
    const rita = await signUp('Rita', email, 'receipts-pass-123');
    placed = ((await hardBid(rita.token, lotId, 150)) as { receipt: Receipt }).receipt;
    browser = await launch();
    page = await newPage(browser);
    await login(page, email, 'receipts-pass-123');
  }, 90_000);
  afterAll(async () => browser?.close());

  it('downloads receipts-<lot>.json holding the signed receipt the bid was answered with', async () => {
    const button = page.getByTestId(`receipts-${lotId}`);
    // My Bids follows the bid a moment later: reload until the lot is listed.
    await until(
      async () => {
        await page.goto('/auctions/all');
        await page.getByRole('heading', { level: 1 }).waitFor();
        return button.isVisible({ timeout: 2_000 }).catch(() => false);
      },
      (shown) => shown,
    );
    const file = await readDownload(page, () => button.click());
    expect(file.name).toBe(`receipts-${lotId}.json`);
    const { records } = JSON.parse(file.text) as { records: Receipt[] };
    // The very receipt bid/confirm answered with, signed once: the file adds nothing, loses nothing.
    expect(records).toEqual([placed]);
    expect(placed.payload.lotId).toBe(lotId);
    expect(placed.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
