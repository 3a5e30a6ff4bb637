import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { newAuction, newSeller } from '../../test/backoffice-fixtures.js';
import {
  type Harness,
  iso,
  MINUTE,
  responseData,
  signUp,
  startHarness,
  waitFor,
} from '../../test/http-harness.js';
import { LotScheduler } from './lot-scheduler.js';

// A real SMTP server (scripts/services/smtp.sh start); unset variables fail the suite, never skip it.
const need = (name: string): string => {
  const v = process.env[name];
  if (!v)
    throw new Error(
      `${name} is not set: start scripts/services/smtp.sh and export SMTP_URL=$(smtp.sh url) SMTP_MAILDIR=$(smtp.sh maildir)`,
    );
  return v;
};

/** The mail of `kind` delivered to `to`, soft line breaks undone (quoted-printable). */
function delivered(maildir: string, to: string, kind: string): string | undefined {
  for (const box of ['new', 'cur']) {
    const dir = join(maildir, box);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) {
      const text = readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '');
      if (text.includes(`To: ${to}`) && text.includes(`X-Facet-Kind: ${kind}`)) return text;
    }
  }
  return undefined;
}

/** Issue 30, APPR-1: the seller is told by mail that a parcel has a provisional winner. */
describe('The seller’s mail when a tender becomes provisional (SMTP)', () => {
  let h: Harness;
  let maildir: string;
  let seller: { token: string; id: string };
  let lotId: string;
  // The maildir outlives runs: each run's seller is its own address.
  const sellerEmail = `approval-${Date.now()}@mail.test`;

  beforeAll(async () => {
    maildir = need('SMTP_MAILDIR');
    h = await startHarness({ SMTP_URL: need('SMTP_URL') });
    seller = await newSeller(h, sellerEmail, { first_name: 'Thabo' });
    const buyer = await signUp(h, 'Bruno', `bruno-${Date.now()}@mail.test`);
    const auctionId = await newAuction(h, seller.token, 'Tender event, Antwerp', {
      approval_window_minutes: 60,
    });
    const now = h.clock.now().getTime();
    const lot = await h.post(
      'seller/product/projectAction',
      {
        action: 'new',
        title: 'Rough parcel, 48.75 cts',
        auction_lot: '17',
        desc_proc: '<p>x</p>',
        auctiontype: 'sealed',
        pricing: 'per_carat',
        weight: '48.75',
        total_stones: 22,
        qty: 1,
        sprice: 450,
        rprice: 500,
        auctionid: auctionId,
        date_added: iso(now - 1_000),
        date_closed: iso(now + 10 * MINUTE),
      },
      seller.token,
    );
    lotId = responseData(lot).id as string;
    await waitFor(async () => (await h.app.get(LotCommandBus).load(lotId)).phase === 'open');
    const offer = { id: lotId, wsprice: 545, bidding_type: 'sealed' };
    expect((await h.post('bid/confirm', offer, buyer.token)).status).toBe(200);
    h.clock.advance(11 * MINUTE);
    await h.app.get(LotScheduler).runDue();
  });
  afterAll(() => h?.close());

  it('names the lot, the amount per carat and the deadline, and links to /seller/offers', async () => {
    const deadline = (await h.app.get(LotCommandBus).load(lotId)).approvalDeadline ?? '';
    expect(deadline).not.toBe('');
    await waitFor(
      () => delivered(maildir, sellerEmail, 'tender-provisional-winner') !== undefined,
      15_000,
    );
    const mail = delivered(maildir, sellerEmail, 'tender-provisional-winner') ?? '';
    expect(mail).toContain(
      'Subject: Approve or refuse the winning tender: Rough parcel, 48.75 cts',
    );
    expect(mail).toContain('Hello Thabo');
    expect(mail).toContain('lot 17 "Rough parcel, 48.75 cts"');
    expect(mail).toContain('$545.00 per carat');
    expect(mail).toContain(`until ${deadline.slice(0, 10)} ${deadline.slice(11, 16)} UTC`);
    expect(mail).toMatch(/https?:\/\/[^\s]+\/seller\/offers/);
  });
});
