import { RegisterUserHandler } from '../src/identity/register-user/register-user.handler.js';
import type { Harness } from './http-harness.js';

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
