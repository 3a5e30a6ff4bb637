import {
  newTenderKeyPair,
  publicKeyFromBase64,
  type SealedShareSetUp,
  sealedTenderKey,
  sealTender,
  type SigningKey,
  splitPrivateKey,
  type TenderKeyPair,
  verifyPayload,
  verifyTenderOpening,
} from '@facet/event-store';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectedShare,
  newAuditorWithId,
  plainForms,
  registeredHolderKey,
  sealedParcel,
  threeParcelTenderEvent,
  setUpTenderEvent,
} from '../../test/encrypted-tender-fixtures.js';
import {
  ADMIN,
  type Harness,
  MINUTE,
  responseData,
  signUp,
  startHarness,
  waitFor,
} from '../../test/http-harness.js';
import { AUDIT_SIGNING_KEY } from '../audit/signing-key/audit-signing-key.provider.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../scheduler/lot-scheduler.js';
import { serverHeld } from '../../test/server-held.js';

// Amounts no other figure of the run could be: any trace of them before the opening is a leak.
const A_ON_1 = 7_314_159;
const A_ON_2 = 8_271_828;
const A_ON_2_FIRST = 5_550_001;
const B_ON_1 = 6_161_803;
const B_ON_3 = 4_242_427;
const SECRETS = [A_ON_1, A_ON_2, A_ON_2_FIRST, B_ON_1, B_ON_3].flatMap(plainForms);

/** Issue 30: sealed tenders nobody can read before the close, opened by 2 of 3 key holders. */
describe('An encrypted tender event, through the api', () => {
  let h: Harness;
  let admin: string;
  let adminId: string;
  let auditor: { token: string; id: string };
  let officer: { token: string; id: string };
  let buyerA: { token: string; id: string };
  let buyerB: { token: string; id: string };
  let auctionId: string;
  let lots: string[];
  let outsider: string;
  let publicKey: string;
  const shares: Record<string, string> = {};

  const tender = (id: string, body: object, token: string) =>
    h.post('makeoffer/addToMakeoffer', { id, ...body }, token);
  const sealed = async (id: string, cents: number, token: string) =>
    tender(id, { ciphertext: await sealTender(cents, publicKey) }, token);
  const present = (share: string, token: string) =>
    h.post('tender/presentShare', { auction_id: auctionId, share }, token);
  const message = (r: { body: any }) => r.body.data.message as string;
  let logs = '';

  /** Everything the server holds as text, and the api's log. */
  const everythingHeld = async () =>
    (await serverHeld(h, { auctionId, lots, admin, buyer: buyerA })) + logs;

  beforeAll(async () => {
    // Every log line at the most talkative level: it too must never hold an amount.
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    h = await startHarness({ LOG_FORMAT: 'json', LOG_LEVEL: 'trace' }, undefined, stream);
    const login = responseData(await h.post('user/login', ADMIN));
    [admin, adminId] = [login.token as string, login.user.id as string];
    auditor = await newAuditorWithId(h, admin, 'auditor@tender.test');
    officer = await signUp(h, 'Olu', 'officer@tender.test');
    buyerA = await signUp(h, 'Anya', 'anya@tender.test');
    buyerB = await signUp(h, 'Bram', 'bram@tender.test');
    ({ auctionId, lots } = await threeParcelTenderEvent(h, admin, 'Rough tender, November'));
    outsider = await sealedParcel(h, admin, null, '9', 10);
    await waitFor(async () => {
      const cards = (
        await h.post(
          'product/search',
          { limit: 50, page: 1, filters: { auctionid: auctionId } },
          admin,
        )
      ).body;
      return cards.data.responseData.records.length === 3;
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it("sets up the event 2 of 3 from the key the admin's browser made, once every holder has a holder key; each collects their sealed share, and the server keeps no key nor share", async () => {
    const holders = [adminId, auditor.id, officer.id];
    const setUp = () => setUpTenderEvent(h, admin, auctionId, holders);
    const adminKey = await registeredHolderKey(h, admin);
    const keyless = await setUp();
    expect(keyless.status).toBe(422);
    expect(message(keyless)).toBe(
      'These key holders have no holder key yet: Ada Buyer, Olu Buyer. Each creates one on their Tender events page (Create my holder key)',
    );
    const pairs = {
      [adminId]: adminKey,
      [auditor.id]: await registeredHolderKey(h, auditor.token),
      [officer.id]: await registeredHolderKey(h, officer.token),
    };
    // Shares sealed to a key the holder no longer has would never open: refused by name.
    const stale = await sealedTenderKey(
      holders.map((id) => ({ holderId: id, publicKey: (pairs[id] as TenderKeyPair).publicKey })),
      2,
    );
    stale.shares[1] = { ...(stale.shares[1] as SealedShareSetUp), holder_key: stale.publicKey };
    const refused = await h.post(
      'admin/tender/setUp',
      { auction_id: auctionId, public_key: stale.publicKey, shares: stale.shares, threshold: 2 },
      admin,
    );
    expect(message(refused)).toBe(
      'These key holders have a new holder key since your browser sealed their shares: Ada Buyer. Set up the event again',
    );
    const r = await setUp();
    expect(r.status).toBe(200);
    expect(responseData(r)).toMatchObject({ holders, threshold: 2, lots, shares_waiting: 3 });
    const sealed: string[] = [];
    for (const [id, token] of [
      [adminId, admin],
      [auditor.id, auditor.token],
      [officer.id, officer.token],
    ] as const) {
      const { answer, share } = await collectedShare(h, auctionId, token, pairs[id]);
      expect(answer.holder_key).toBe(pairs[id]?.publicKey);
      shares[id] = share;
      sealed.push(answer.sealed_share);
    }
    // The share is kept sealed, not handed out once: collecting again gives the same box.
    const again = await collectedShare(h, auctionId, admin, adminKey);
    expect(again.share).toBe(shares[adminId]);
    expect(
      message(await h.post('tender/collectShare', { auction_id: auctionId }, buyerA.token)),
    ).toBe('You are not a key holder of this tender event');
    publicKey = responseData(await h.post('tender/key', { auction_id: auctionId }))
      .public_key as string;
    // The event's key is the one the admin's browser made: the server made none of its own.
    expect(publicKey).toBe(r.madeKey);
    const held = await everythingHeld();
    // The store holds each share sealed to its holder, and no plain share in base64 or hex.
    for (const box of sealed) expect(held).toContain(box);
    for (const share of Object.values(shares)) {
      expect(held).not.toContain(share);
      expect(held).not.toContain(Buffer.from(share, 'base64').toString('hex'));
    }
  });

  it('takes ciphertexts only, gives a signed receipt of the time and hash, and lets a tender be replaced or withdrawn', async () => {
    const plain = await tender(lots[0] as string, { wsprice: 73141.59 }, buyerA.token);
    expect(plain.status).toBe(422);
    expect(message(plain)).toMatch(/takes encrypted tenders only/);
    const stray = await sealed(outsider, 100_00, buyerA.token);
    expect(message(stray)).toBe('This lot does not take encrypted tenders');

    const first = await sealed(lots[0] as string, A_ON_1, buyerA.token);
    expect(first.status).toBe(200);
    const { receipt, ciphertext_sha256 } = responseData(first);
    expect(receipt.payload).toMatchObject({
      format: 'facet-tender-receipt/1',
      ciphertextSha256: ciphertext_sha256,
    });
    expect(receipt.payload).not.toHaveProperty('amount');
    const key = h.app.get<SigningKey>(AUDIT_SIGNING_KEY).publicKey.publicKey;
    expect(verifyPayload(publicKeyFromBase64(key), receipt.payload, receipt.signature)).toBe(true);

    expect((await sealed(lots[1] as string, A_ON_2_FIRST, buyerA.token)).status).toBe(200);
    expect((await sealed(lots[1] as string, A_ON_2, buyerA.token)).status).toBe(200);
    expect((await sealed(lots[0] as string, B_ON_1, buyerB.token)).status).toBe(200);
    expect((await sealed(lots[2] as string, B_ON_3, buyerB.token)).status).toBe(200);
    const withdrawn = await h.post('tender/withdraw', { id: lots[2] }, buyerB.token);
    expect(responseData(withdrawn)).toEqual({ id: lots[2], withdrawn: true });
  });

  it('holds no plain amount anywhere before the opening: events, read models, replay, API', async () => {
    const early = await present(shares[adminId] as string, admin);
    expect(message(early)).toBe('The tender event has not closed yet (3 lots still open)');
    const held = await everythingHeld();
    // The scan sees the tenders' records and the lots' read models and log lines at all...
    expect(held).toContain(auctionId);
    expect(held).toContain('SealedTenderSubmitted');
    expect(held).toContain('Tender parcel 1');
    expect(logs).toContain('makeoffer/addToMakeoffer');
    // ...and no amount in any form.
    for (const secret of SECRETS) expect(held, `found ${secret}`).not.toContain(secret);
  });

  it('at the close awards nothing: the lots wait for the holders, saying why', async () => {
    h.clock.advance(11 * MINUTE);
    await h.app.get(LotScheduler).runDue();
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.latest(lots[1] as string)).awaitingOpening);
    expect((await bus.latest(lots[2] as string)).phase).toBe('unsold');
    expect(responseData(await h.post('tender/key', { auction_id: auctionId }))).toMatchObject({
      status: 'awaiting_opening',
      waiting_for: 'Waiting for 2 of 3 key holders',
    });
    const award = await h.post(
      'seller/offer/changeOfferStatus',
      { id: lots[0], status: 'accept', user_id: buyerA.id },
      admin,
    );
    expect(message(award)).toBe('Waiting for 2 of 3 key holders to open the tenders');
    for (const secret of SECRETS) expect(await everythingHeld()).not.toContain(secret);
  });

  it('refuses a share that is not one of this event, and opens nothing with one share fewer than the threshold', async () => {
    const foreign = (
      await splitPrivateKey((await newTenderKeyPair()).privateKey, 3, 2)
    )[0] as string;
    const wrong = await present(foreign, auditor.token);
    expect(wrong.status).toBe(422);
    expect(message(wrong)).toBe('This share does not belong to this tender event');
    const one = await present(shares[adminId] as string, admin);
    expect(responseData(one)).toMatchObject({
      presented: 1,
      threshold: 2,
      needed: 1,
      opened: false,
    });
    expect(message(one)).toBe('Share accepted: 1 more needed to open the tenders');
    expect((await h.app.get(LotCommandBus).latest(lots[0] as string)).awaitingOpening).toBe(true);
    expect(message(await h.post('tender/opening', { auction_id: auctionId }))).toBe(
      'The tender event has not been opened yet',
    );
    for (const secret of [A_ON_1, B_ON_1].flatMap(plainForms))
      expect(await everythingHeld()).not.toContain(secret);
  });

  it('opens every tender at the threshold, awards each parcel by the sealed rules, and publishes the opening', async () => {
    const second = await present(shares[auditor.id] as string, auditor.token);
    expect(responseData(second)).toMatchObject({ presented: 2, needed: 0, opened: true });
    const bus = h.app.get(LotCommandBus);
    await waitFor(async () => (await bus.latest(lots[1] as string)).phase === 'sold');
    expect(await bus.latest(lots[0] as string)).toMatchObject({
      phase: 'sold',
      buyerId: buyerA.id,
      soldAmount: A_ON_1,
    });
    expect(await bus.latest(lots[1] as string)).toMatchObject({
      buyerId: buyerA.id,
      soldAmount: A_ON_2,
    });

    const opening = responseData(await h.post('tender/opening', { auction_id: auctionId }));
    expect(opening.lotOrder).toEqual(lots);
    expect(opening.tenders.map((t: any) => t.amount).sort()).toEqual(
      [A_ON_1, A_ON_2, B_ON_1].sort(),
    );
    expect(opening.award.map((p: any) => p.winner?.amount ?? null)).toEqual([A_ON_1, A_ON_2, null]);

    expect(await verifyTenderOpening(opening)).toMatchObject({ ok: true, tenders: 3, parcels: 3 });
    const other = await sealTender(9_000_000, opening.publicKey);
    const altered = {
      ...opening,
      tenders: opening.tenders.map((t: any, i: number) =>
        i === 0 ? { ...t, ciphertext: other } : t,
      ),
    };
    const check = await verifyTenderOpening(altered);
    expect(check.ok).toBe(false);
    expect(check.problems[0]).toMatch(/the ciphertext was altered/);
  });
});
