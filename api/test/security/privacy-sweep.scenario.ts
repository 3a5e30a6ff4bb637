import { io, type Socket } from 'socket.io-client';
import { RegisterUserHandler } from '../../src/identity/register-user/register-user.handler.js';
import { LotCommandBus } from '../../src/lots/lot-bus/lot-command-bus.js';
import { LotScheduler } from '../../src/scheduler/lot-scheduler.js';
import { ADMIN, type Harness, waitFor } from '../http-harness.js';
import { listStandardLot, ok } from './scenario-steps.js';

/** The five points of view the sweep takes (admins and auditors see everything by design). */
export const SWEEP_ROLES = ['visitor', 'buyer', 'other-buyer', 'seller', 'other-seller'] as const;
export type SweepRole = (typeof SWEEP_ROLES)[number];

/**
 * Amounts nothing else in the scenario can produce, in cents. Every price the rules derive stays
 * far from them: B's bids sit well below A's maximum, and both bids on the reserve lot below it.
 */
export const AMOUNTS = {
  reserve: 7_777_77,
  otherReserve: 8_181_81,
  maximumA: 6_543_21,
  offerA: 5_432_19,
  offerB: 4_321_09,
  reverseReserve: 1_212_12,
} as const;

/** The buyers' identities, chosen to appear nowhere else (masking keeps only the first and last letter). */
export const PEOPLE = {
  buyer: { first_name: 'Zephyrine', last_name: 'Quillfeather', email: 'zephyrine.q@privacy.test' },
  'other-buyer': {
    first_name: 'Oswaldo',
    last_name: 'Brackenridge',
    email: 'oswaldo.b@privacy.test',
  },
  seller: { first_name: 'Sella', last_name: 'Owner', email: 'sella@privacy.test' },
  'other-seller': { first_name: 'Otto', last_name: 'Rival', email: 'otto@privacy.test' },
} as const;

const PASSWORD = 'privacy-pass-123';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

export interface Scenario {
  tokens: Record<SweepRole, string | undefined>;
  ids: Record<Exclude<SweepRole, 'visitor'>, string>;
  auctionId: string;
  templateId: string;
  /**
   * The seller's lots: a proxy lot (A's maximum), a reserve lot, a sealed tender, one not started
   * yet (A's and B's pre-bids), a buy-now lot of several units and one of a single unit, a
   * reverse lot (with a reserve)
   * and a lot that needs a bid deposit; and the other seller's lot.
   */
  lots: {
    proxy: string;
    reserve: string;
    sealed: string;
    upcoming: string;
    buyNow: string;
    lastUnit: string;
    reverse: string;
    deposit: string;
    other: string;
  };
  /** Every accepted bid on the two standard lots, A's and B's, for the routes that read one. */
  bidIds: string[];
  /** A's invoice for the tender, once awarded. */
  invoiceId: string;
  /**
   * On the buy-now lots: A's cart hold; B's units bought, one of each lot (their holds, the
   * checkout, its invoice and payment) and B's other unit still in the cart.
   */
  buyNow: {
    holdA: string;
    holdB: string[];
    cartB: string;
    checkoutB: string;
    invoiceB: string;
    paymentB: string;
  };
  /** A's bid deposit on the deposit lot, paid online (sandbox): its record, id and reference. */
  deposit: { id: string; bidDepositId: string; reference: string };
}

async function account(h: Harness, role: Exclude<SweepRole, 'visitor'>) {
  const kind = role === 'seller' || role === 'other-seller' ? 'seller' : 'buyer';
  const u = await h.app.get(RegisterUserHandler).register({
    ...PEOPLE[role],
    password: PASSWORD,
    phone: '+15550199',
    country: 'US',
    termcheck: true,
    role: kind,
  });
  const login = await h.post('user/login', { email: PEOPLE[role].email, password: PASSWORD });
  return { id: u.userId, token: login.body.data.responseData.token as string };
}

/** Every account, the lots open, and no bid yet: sockets join before the bids are played. */
export async function setUpScenario(h: Harness): Promise<Scenario> {
  const tokens = { visitor: undefined } as Scenario['tokens'];
  const ids = {} as Scenario['ids'];
  for (const role of ['buyer', 'other-buyer', 'seller', 'other-seller'] as const) {
    const a = await account(h, role);
    tokens[role] = a.token;
    ids[role] = a.id;
  }
  // A's cart hold outlives the tender's window (31 minutes of the clock): A holds it throughout.
  const admin = await h.post('user/login', ADMIN);
  await ok(
    h,
    'seller/setting/configurationAction',
    { name: 'cart_hold_minutes', value: '240' },
    admin.body.data.responseData.token as string,
  );
  const now = h.clock.now().getTime();
  const auctionId = (
    await ok(
      h,
      'seller/auction/auctionAction',
      {
        action: 'new',
        title: 'Privacy sale',
        description: 'The sweep',
        date_added: iso(now - 60_000),
        date_closed: iso(now + 24 * HOUR),
      },
      tokens.seller,
    )
  ).id as string;
  const templateId = (
    await ok(
      h,
      'seller/template/auction/auctionAction',
      { action: 'new', title: 'Privacy template', duration_hours: 24 },
      tokens.seller,
    )
  ).id as string;
  const lot = (token: string | undefined, title: string, extra: Record<string, unknown>) =>
    listStandardLot(h, now, token, title, extra);
  const lots = {
    proxy: await lot(tokens.seller, 'Proxy rough', { auctionid: auctionId }),
    reserve: await lot(tokens.seller, 'Reserve rough', {
      auctionid: auctionId,
      rprice: AMOUNTS.reserve / 100,
    }),
    // The tender's window ends first, so the sweep can look again while the others stay open.
    sealed: await lot(tokens.seller, 'Sealed tender', {
      auctiontype: 'sealed',
      date_closed: iso(now + 30 * MINUTE),
    }),
    // Opens when the tender's window has ended; its pre-bids are applied then.
    upcoming: await lot(tokens.seller, 'Upcoming rough', {
      auctionid: auctionId,
      date_added: iso(now + 20 * MINUTE),
      date_closed: iso(now + 2 * HOUR),
    }),
    buyNow: await lot(tokens.seller, 'Buy-now rough', {
      auctionid: auctionId,
      buynow: 1,
      bprice: 250,
      qty: 7,
    }),
    // B buys its one unit outright: the lot ends sold to B.
    lastUnit: await lot(tokens.seller, 'Last-unit rough', {
      auctionid: auctionId,
      buynow: 1,
      bprice: 150,
    }),
    // Prices fall: the lowest bid leads, and the lot sells only at or below the reserve.
    reverse: await lot(tokens.seller, 'Reverse rough', {
      auctionid: auctionId,
      auctiontype: 'reverse',
      sprice: 3_000,
      rprice: AMOUNTS.reverseReserve / 100,
    }),
    deposit: await lot(tokens.seller, 'Deposit rough', {
      auctionid: auctionId,
      deposit: 1,
      deposit_amount: 50,
    }),
    other: await lot(tokens['other-seller'], 'Rival rough', {
      rprice: AMOUNTS.otherReserve / 100,
    }),
  };
  h.app.get(LotScheduler).tickMs = 50;
  const bus = h.app.get(LotCommandBus);
  for (const [name, id] of Object.entries(lots))
    if (name !== 'upcoming') await waitFor(async () => (await bus.load(id)).phase === 'open');
  return {
    tokens,
    ids,
    auctionId,
    templateId,
    lots,
    bidIds: [],
    invoiceId: '',
    buyNow: { holdA: '', holdB: [], cartB: '', checkoutB: '', invoiceB: '', paymentB: '' },
    deposit: { id: '', bidDepositId: '', reference: '' },
  };
}

/**
 * The bids: on the proxy lot A holds a maximum of $6,543.21 over B's $2,000 (A leads one step
 * over B); on the reserve lot B's hard $2,000 is topped by A's maximum of $3,000, which the rules
 * bid in full below the reserve; on the sealed lot A offers $5,432.19 and B $4,321.09; on the
 * other seller's lot B bids $1,500; on the reverse lot B bids $2,500 and A $2,000 (A leads,
 * lowest); on the lot not started yet A pre-bids the same maximum of
 * $6,543.21 and B $2,000.
 */
export async function playBids(h: Harness, s: Scenario): Promise<void> {
  const bid = (role: 'buyer' | 'other-buyer', id: string, cents: number, type: string) =>
    ok(h, 'bid/confirm', { id, wsprice: cents / 100, bidding_type: type }, s.tokens[role]);
  await bid('buyer', s.lots.proxy, AMOUNTS.maximumA, 'proxy');
  await bid('other-buyer', s.lots.proxy, 2_000_00, 'proxy');
  await bid('other-buyer', s.lots.reserve, 2_000_00, 'hard');
  await bid('buyer', s.lots.reserve, 3_000_00, 'proxy');
  await bid('buyer', s.lots.sealed, AMOUNTS.offerA, 'sealed');
  await bid('other-buyer', s.lots.sealed, AMOUNTS.offerB, 'sealed');
  await bid('other-buyer', s.lots.other, 1_500_00, 'proxy');
  // The reverse lot: A's lower bid leads B's; both stay above the reverse reserve.
  await bid('other-buyer', s.lots.reverse, 2_500_00, 'hard');
  await bid('buyer', s.lots.reverse, 2_000_00, 'hard');
  const preBid = (role: 'buyer' | 'other-buyer', cents: number) =>
    ok(h, 'bid/preBidConfirm', { id: s.lots.upcoming, wsprice: cents / 100 }, s.tokens[role]);
  await preBid('buyer', AMOUNTS.maximumA);
  await preBid('other-buyer', 2_000_00);
  const bus = h.app.get(LotCommandBus);
  for (const id of [s.lots.proxy, s.lots.reserve, s.lots.reverse])
    s.bidIds.push(...(await bus.load(id)).bids.map((b) => b.bidId));
  // The read side catches up: the seller's desk lists both offers, the histories every row.
  await waitFor(
    async () =>
      (await h.post('seller/offer/adminoffers', { limit: 50 }, s.tokens.seller)).body.data
        .responseData.totalRecords === 2 &&
      (await h.post('product/bidhistory', { id: s.lots.reserve }, s.tokens.buyer)).body.data
        .responseData.totalRecords >= 2 &&
      (await h.post('product/bidhistory', { id: s.lots.proxy }, s.tokens.buyer)).body.data
        .responseData.totalRecords >= 2 &&
      (await h.post('product/bidhistory', { id: s.lots.reverse }, s.tokens.buyer)).body.data
        .responseData.totalRecords >= 2,
  );
}

/** Each role's socket, watching every lot of the scenario, and every push it received as text. */
export async function watchAll(
  h: Harness,
  s: Scenario,
): Promise<{ pushes: Record<SweepRole, string[]>; sockets: Socket[] }> {
  const pushes = {} as Record<SweepRole, string[]>;
  const sockets: Socket[] = [];
  for (const role of SWEEP_ROLES) {
    const token = s.tokens[role];
    const socket = io(h.baseUrl, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(socket);
    const got: string[] = (pushes[role] = []);
    socket.onAny((event: string, ...args: unknown[]) =>
      got.push(`${event} ${JSON.stringify(args)}`),
    );
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    // The ack comes once the server identified the socket and joined its personal room.
    await socket.emitWithAck('watchLots', { ids: Object.values(s.lots) });
  }
  return { pushes, sockets };
}

const offersOnDesk = async (h: Harness, s: Scenario) =>
  (await h.post('seller/offer/adminoffers', { lot_id: s.lots.sealed }, s.tokens.seller)).body.data
    .responseData.records as { awardable: boolean; status: string }[];

/**
 * The tender's window ends (the other lots stay open): it awaits the seller's award. The upcoming
 * lot opens meanwhile, and A's pre-bid maximum leads over B's.
 */
export async function endTenderWindow(h: Harness, s: Scenario): Promise<void> {
  h.clock.advance(31 * MINUTE);
  await waitFor(async () => (await offersOnDesk(h, s)).every((o) => o.awardable));
  const bus = h.app.get(LotCommandBus);
  await waitFor(async () => (await bus.load(s.lots.upcoming)).leader?.userId === s.ids.buyer);
}

/** The seller awards the tender to A at A's offer: sold, A won, B lost. */
export async function awardTenderToA(h: Harness, s: Scenario): Promise<void> {
  await ok(
    h,
    'seller/offer/changeOfferStatus',
    { id: s.lots.sealed, user_id: s.ids.buyer, status: 'accept' },
    s.tokens.seller,
  );
  await waitFor(async () => (await offersOnDesk(h, s)).some((o) => o.status === 'awarded'));
  await waitFor(async () => {
    const lot = (await h.post('product/search', { filters: { id: s.lots.sealed } }, s.tokens.buyer))
      .body.data.responseData.records[0];
    s.invoiceId = lot?.common_invoice ?? '';
    return lot?.market_status === 'sold' && s.invoiceId !== '';
  });
}
