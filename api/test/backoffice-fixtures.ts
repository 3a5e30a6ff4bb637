import { LotScheduler } from '../src/scheduler/lot-scheduler.js';
import { RegisterUserHandler } from '../src/identity/register-user/register-user.handler.js';
import {
  ADMIN,
  type Harness,
  HOUR,
  iso,
  responseData,
  signUp,
  startHarness,
} from './http-harness.js';

export const SELLER_PASSWORD = 'seller-pass-123';

/**
 * A fresh harness ({@link startHarness}) with the admin signed in: where the back office starts;
 * `schedulerTickMs` makes the lot scheduler look for due lots that often (lots close on time).
 */
export async function startAsAdmin({
  schedulerTickMs,
}: { schedulerTickMs?: number } = {}): Promise<{
  h: Harness;
  admin: string;
}> {
  const h = await startHarness();
  if (schedulerTickMs) h.app.get(LotScheduler).tickMs = schedulerTickMs;
  const admin = responseData(await h.post('user/login', ADMIN)).token as string;
  return { h, admin };
}

/** A new seller account, signed in: the bearer token of its session and the seller's id. */
export async function newSeller(
  h: Harness,
  email: string,
  { first_name = 'Sel', last_name = 'Ler' } = {},
): Promise<{ token: string; id: string }> {
  const { userId } = await h.app.get(RegisterUserHandler).register({
    email,
    password: SELLER_PASSWORD,
    first_name,
    last_name,
    phone: null,
    country: 'BE',
    termcheck: true,
    role: 'seller',
  });
  const login = await h.post('user/login', { email, password: SELLER_PASSWORD });
  return { token: login.body.data.responseData.token as string, id: userId };
}

/** A new account the admin makes an auditor (`make_auditor`), signed in: its bearer token. */
export async function newAuditor(h: Harness, admin: string, email: string): Promise<string> {
  const future = await signUp(h, 'Ada', email);
  const made = await h.post(
    'admin/user/userAction',
    { user_id: future.id, action: 'make_auditor' },
    admin,
  );
  if (responseData(made).record.role !== 'auditor') throw new Error('not made an auditor');
  return responseData(await h.post('user/login', { email, password: 'correct-horse' }))
    .token as string;
}

/** A new seller account, signed in: the bearer token of its session. */
export const signInSeller = async (
  h: Harness,
  email: string,
  names: { first_name?: string; last_name?: string } = {},
): Promise<string> => (await newSeller(h, email, names)).token;

/** A standard lot sold by the piece at $500, no buy-now nor deposit: what the realtime specs bid on. */
export const plainItemLot = {
  desc_proc: 'x',
  auctiontype: 'standard',
  auction: 1,
  buynow: 0,
  pricing: 'per_item',
  weight: '1',
  sprice: 500,
  deposit: 0,
};

/**
 * The seller's form for a new lot of one rough stone, open since a second before `nowMs` and
 * closing an hour after; `over` sets the title and anything else the test is about.
 */
export const roughLotForm = (nowMs: number, over: Record<string, unknown>) => ({
  action: 'new',
  desc_proc: '<p>rough</p>',
  weight: '1.00',
  total_stones: 1,
  qty: 1,
  sprice: 100,
  date_added: iso(nowMs - 1_000),
  date_closed: iso(nowMs + HOUR),
  // A rough lot opens only with its Kimberley Process papers (KP-1).
  kp_certificate: 'BW-2026-000001',
  kp_origin_country: 'BW',
  kp_exporting_authority: 'Government Diamond Valuator, Botswana',
  ...over,
});

/** A new auction of the seller's, open since an hour before now, closing in two days: its id. */
export async function newAuction(
  h: Harness,
  token: string,
  title: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const now = h.clock.now().getTime();
  const window = { date_added: iso(now - HOUR), date_closed: iso(now + 48 * HOUR) };
  const r = await h.post(
    'seller/auction/auctionAction',
    { action: 'new', title, ...window, ...over },
    token,
  );
  return responseData(r).id as string;
}

/**
 * A new standard lot of 2 carats at $500 a carat, open since a second before now, closing in a
 * day, in `auctionid` when one is named: its id; `extra` sets anything the test is about.
 */
export async function newStandardLot(
  h: Harness,
  token: string,
  auctionid: string | null,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const now = h.clock.now().getTime();
  const form = {
    action: 'new',
    ...(auctionid ? { auctionid } : {}),
    title,
    desc_proc: '<p>rough</p>',
    auctiontype: 'standard',
    auction: 1,
    buynow: 0,
    pricing: 'per_carat',
    weight: '2.00',
    total_stones: 1,
    qty: 1,
    sprice: 500,
    deposit: 0,
    date_added: iso(now - 1_000),
    date_closed: iso(now + 24 * HOUR),
    ...extra,
  };
  return responseData(await h.post('seller/product/projectAction', form, token)).id as string;
}
