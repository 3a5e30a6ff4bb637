import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { newAuction, newSeller } from '../../test/backoffice-fixtures.js';
import { newSealedLot, runSchedulerAfter, sealedOffer } from '../../test/bidding-fixtures.js';
import { type Harness, signUp, startHarness, waitFor } from '../../test/http-harness.js';
import { deliveredMails, smtpSetting } from '../../test/smtp-fixtures.js';

/** The mail of `kind` delivered to `to`, soft line breaks undone (quoted-printable). */
const delivered = (maildir: string, to: string, kind: string): string | undefined =>
  deliveredMails(maildir)
    .map((text) => text.replace(/=\r?\n/g, ''))
    .find((text) => text.includes(`To: ${to}`) && text.includes(`X-Facet-Kind: ${kind}`));

/** Issue 30, APPR-1: the seller is told by mail that a parcel has a provisional winner. */
describe('The seller’s mail when a tender becomes provisional (SMTP)', () => {
  let h: Harness;
  let maildir: string;
  let seller: { token: string; id: string };
  let lotId: string;
  // The maildir outlives runs: each run's seller is its own address.
  const sellerEmail = `approval-${Date.now()}@mail.test`;

  beforeAll(async () => {
    maildir = smtpSetting('SMTP_MAILDIR');
    h = await startHarness({ SMTP_URL: smtpSetting('SMTP_URL') });
    seller = await newSeller(h, sellerEmail, { first_name: 'Thabo' });
    const buyer = await signUp(h, 'Bruno', `bruno-${Date.now()}@mail.test`);
    const auctionId = await newAuction(h, seller.token, 'Tender event, Antwerp', {
      approval_window_minutes: 60,
    });
    lotId = await newSealedLot(h, seller.token, 10, {
      title: 'Rough parcel, 48.75 cts',
      auction_lot: '17',
      auctionid: auctionId,
    });
    await waitFor(async () => (await h.app.get(LotCommandBus).load(lotId)).phase === 'open');
    expect((await sealedOffer(h, lotId, 545, buyer.token)).status).toBe(200);
    await runSchedulerAfter(h, 11);
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
