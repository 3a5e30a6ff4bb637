import { RegisterUserHandler } from '../src/identity/register-user/register-user.handler.js';
import { type Harness, HOUR, iso } from './http-harness.js';

export const SELLER_PASSWORD = 'seller-pass-123';

/** A new seller account, signed in: the bearer token of its session. */
export async function signInSeller(
  h: Harness,
  email: string,
  { first_name = 'Sel', last_name = 'Ler' } = {},
): Promise<string> {
  await h.app.get(RegisterUserHandler).register({
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
  return login.body.data.responseData.token as string;
}

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
  ...over,
});
