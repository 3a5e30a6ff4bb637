import type { TenderHolderKey, TenderShareAnswer } from '@facet/event-schemas';
import { newHolderKeyPair, openSealedShare, sealedTenderKey } from '@facet/event-store';
import { LotCommandBus } from '../src/lots/lot-bus/lot-command-bus.js';
import { newAuction } from './backoffice-fixtures.js';
import { type Harness, iso, MINUTE, responseData, signUp, waitFor } from './http-harness.js';

/** A buyer signed up and made an auditor by the admin: their token and id. */
export async function newAuditorWithId(h: Harness, admin: string, email: string) {
  const future = await signUp(h, 'Ada', email);
  await h.post('admin/user/userAction', { user_id: future.id, action: 'make_auditor' }, admin);
  const login = await h.post('user/login', { email, password: 'correct-horse' });
  return { token: responseData(login).token as string, id: future.id };
}

/** A sealed parcel (lot number `lot`) in `auctionid`, open a second ago, closing in `minutes`. */
export async function sealedParcel(
  h: Harness,
  admin: string,
  auctionid: string | null,
  lot: string,
  minutes: number,
): Promise<string> {
  const now = h.clock.now().getTime();
  const r = await h.post(
    'seller/product/projectAction',
    {
      action: 'new',
      ...(auctionid ? { auctionid } : {}),
      title: `Tender parcel ${lot}: rough, 10.00 cts`,
      auction_lot: lot,
      desc_proc: '<p>rough parcel</p>',
      auctiontype: 'sealed',
      pricing: 'per_carat',
      weight: '10.00',
      total_stones: 12,
      qty: 1,
      sprice: 100,
      date_added: iso(now - 1_000),
      date_closed: iso(now + minutes * MINUTE),
    },
    admin,
  );
  if (r.status !== 200) throw new Error(`lot ${lot}: ${JSON.stringify(r.body)}`);
  return responseData(r).id as string;
}

/**
 * A tender event as the trade runs one: sealed tenders awarded at the window end
 * (`sealed_auto_award`), an auction titled `title` with parcels 1, 2 and 3 closing in 10
 * minutes, each open before this returns.
 */
export async function threeParcelTenderEvent(h: Harness, admin: string, title: string) {
  await h.post(
    'seller/setting/configurationAction',
    { name: 'sealed_auto_award', value: '1' },
    admin,
  );
  const auctionId = await newAuction(h, admin, title);
  const lots: string[] = [];
  for (const n of ['1', '2', '3']) lots.push(await sealedParcel(h, admin, auctionId, n, 10));
  const bus = h.app.get(LotCommandBus);
  await waitFor(async () =>
    (await Promise.all(lots.map((l) => bus.latest(l)))).every((s) => s.phase === 'open'),
  );
  return { auctionId, lots };
}

/** Every plain form an amount in cents could take in a text: cents, dollars, with separators. */
export const plainForms = (cents: number): string[] => {
  const dollars = (cents / 100).toFixed(2);
  const grouped = Number(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return [String(cents), dollars, grouped];
};

/** What a key holder's browser does once: make a holder key pair and register its public half. */
export async function registeredHolderKey(h: Harness, token: string) {
  const pair = await newHolderKeyPair();
  const r = await h.post('tender/registerHolderKey', { public_key: pair.publicKey }, token);
  if (r.status !== 200) throw new Error(`holder key: ${JSON.stringify(r.body)}`);
  return pair;
}

/** A holder collects their sealed share and opens it with their key pair: the plain share. */
export async function collectedShare(
  h: Harness,
  auctionId: string,
  token: string,
  pair: { publicKey: string; privateKey: string } | undefined,
) {
  if (!pair) throw new Error('no holder key pair');
  const r = await h.post('tender/collectShare', { auction_id: auctionId }, token);
  if (r.status !== 200) throw new Error(`collect: ${JSON.stringify(r.body)}`);
  const answer = responseData(r) as TenderShareAnswer;
  return { answer, share: await openSealedShare(answer.sealed_share, pair) };
}

/**
 * What the admin's screen does to set up an encrypted tender event: read the holders' registered
 * keys, make and split the event key (`sealedTenderKey`, the browser's own module) and send only
 * the public key and the sealed shares. The answer of the first call that refuses, else the
 * set-up's, with the public key the "browser" made (`madeKey`; null when it made none).
 */
export async function setUpTenderEvent(
  h: Harness,
  admin: string,
  auctionId: string,
  holders: readonly string[],
  threshold = 2,
) {
  const keys = await h.post('admin/tender/holderKeys', { holders }, admin);
  if (keys.status !== 200) return Object.assign(keys, { madeKey: null });
  const held = responseData(keys).holders as TenderHolderKey[];
  const made = await sealedTenderKey(
    held.map((k) => ({ holderId: k.user_id, publicKey: k.public_key })),
    threshold,
  );
  const body = {
    auction_id: auctionId,
    public_key: made.publicKey,
    shares: made.shares,
    threshold,
  };
  return Object.assign(await h.post('admin/tender/setUp', body, admin), {
    madeKey: made.publicKey,
  });
}

/**
 * An event 2 of 2 between the admin and an auditor, as most specs need one: each makes a holder
 * key, the admin's "browser" sets the event up, and each collects and opens their share. The
 * plain shares in the holders' order, and the public key buyers seal to.
 */
export async function heldByAdminAndAuditor(
  h: Harness,
  admin: { token: string; id: string },
  auditor: { token: string; id: string },
  auctionId: string,
) {
  const holders = [admin, auditor];
  const keys = [];
  for (const holder of holders) keys.push(await registeredHolderKey(h, holder.token));
  const setUp = await setUpTenderEvent(h, admin.token, auctionId, [admin.id, auditor.id]);
  if (setUp.status !== 200) throw new Error(`set-up: ${JSON.stringify(setUp.body)}`);
  const shares: string[] = [];
  for (const [i, holder] of holders.entries())
    shares.push((await collectedShare(h, auctionId, holder.token, keys[i])).share);
  return { shares, publicKey: setUp.madeKey as string };
}
