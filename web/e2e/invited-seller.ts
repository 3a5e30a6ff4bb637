import { expect } from 'vitest';
import { ADMIN, api } from './browser';
import { solvedCaptcha } from './captcha';
import { until } from './marketplace';

/**
 * A new seller, as an admin makes one: invited as a seller by e-mail, signing up with the
 * invitation's token (its link is read from the outbox). For specs that must not change the demo
 * seller, whom other specs share.
 */
export async function invitedSeller(email: string, password: string, firstName: string) {
  const admin = (await api('user/login', ADMIN)).token;
  await api(
    'admin/user/addinviteuser',
    { email, first_name: firstName, last_name: 'Seller', role: 'seller' },
    admin,
  );
  const mail = await until(
    () =>
      api('backoffice/mail/outbox', { limit: 50 }, admin).then((r) =>
        r.records.find((m) => m.to === email),
      ),
    (m) => m !== undefined,
  );
  const token = mail?.text.match(/\/invite\?token=(\S+)/)?.[1] ?? '';
  const signedUp = await api('user/register', {
    captcha: await solvedCaptcha(),
    email,
    first_name: firstName,
    last_name: 'Seller',
    password,
    confirm_password: password,
    termcheck: 1,
    invite_token: token,
  });
  expect(signedUp.user.role).toBe('seller');
}
