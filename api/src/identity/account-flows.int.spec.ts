import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from '../../test/http-harness.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { solvedCaptcha } from '../../test/captcha-answer.js';

const password = 'correct-horse-battery';

describe('Accounts through HTTP', () => {
  let h: Harness;
  let n = 0;
  const admin = async () =>
    (await h.post('user/login', ADMIN)).body.data.responseData.token as string;
  const register = async () => {
    n += 1;
    const email = `acct${n}@t.test`;
    const r = await h.post('user/register', {
      captcha: await solvedCaptcha(h.post),
      first_name: 'Ada',
      last_name: 'Stone',
      email,
      password,
      confirm_password: password,
      termcheck: 1,
    });
    return { email, ...(r.body.data.responseData as { token: string; user: { id: string } }) };
  };
  const mailTo = (to: string, kind: string) => {
    const dir = join(h.dataDir, 'outbox');
    const mails = readdirSync(dir)
      .sort()
      .map(
        (f) =>
          JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
            to: string;
            kind: string;
            text: string;
          },
      );
    const mail = mails.filter((m) => m.to === to && m.kind === kind).at(-1);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    return mail.text;
  };
  const linkIn = (text: string) =>
    text.match(/\/(?:reset_password|verify_email)\/(\S+)/)?.[1] ?? '';

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('verifies the e-mail with the link from the outbox', async () => {
    const u = await register();
    expect((await h.post('user/sendEmailVerifyLink', {}, u.token)).status).toBe(200);
    expect(
      (await h.post('user/verifyEmail', { user_token: linkIn(mailTo(u.email, 'email-link')) }))
        .status,
    ).toBe(200);
    expect(
      (await h.post('user/validateUser', {}, u.token)).body.data.responseData.email_verified,
    ).toBe(true);
  });

  it('resets a forgotten password once with the e-mailed link', async () => {
    const u = await register();
    expect((await h.post('user/forgotPassword', { email: u.email })).status).toBe(200);
    expect((await h.post('user/forgotPassword', { email: 'nobody@t.test' })).status).toBe(200);
    const token = linkIn(mailTo(u.email, 'password-reset'));
    const body = {
      user_token: token,
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    };
    expect((await h.post('user/resetPassword', body)).status).toBe(200);
    expect((await h.post('user/resetPassword', body)).status).toBe(422);
    expect(
      (await h.post('user/login', { email: u.email, password: 'brand-new-pass' })).status,
    ).toBe(200);
    expect((await h.post('user/validateUser', {}, u.token)).status).toBe(401);
  });

  it('forces a password reset an admin asked for, and the reset clears it', async () => {
    const u = await register();
    await h.post(
      'admin/user/userAction',
      { user_id: u.user.id, action: 'force_reset_pass' },
      await admin(),
    );
    expect(
      (await h.post('user/login', { email: u.email, password })).body.data.responseData.user
        .force_reset_pass,
    ).toBe(true);
    await h.post('user/forgotPassword', { email: u.email });
    await h.post('user/resetPassword', {
      user_token: linkIn(mailTo(u.email, 'password-reset')),
      password: 'another-pass-1',
      confirm_password: 'another-pass-1',
    });
    expect(
      (await h.post('user/login', { email: u.email, password: 'another-pass-1' })).body.data
        .responseData.user.force_reset_pass,
    ).toBe(false);
  });

  it('answers 428 terms.required until the terms are accepted (not 403, which logs out)', async () => {
    const u = await register();
    await h.post('user/updateProfile', { termcheck: 0 }, u.token);
    const blocked = await h.post(
      'user/addSavedSearch',
      { title: 'Big rough', search_text: '{}' },
      u.token,
    );
    expect([blocked.status, blocked.body.data.code]).toEqual([428, 'terms.required']);
    expect((await h.post('user/validateUser', {}, u.token)).body.data.responseData.termcheck).toBe(
      false,
    );
    await h.post('user/updateProfile', { termcheck: 1 }, u.token);
    expect(
      (await h.post('user/addSavedSearch', { title: 'Big rough', search_text: '{}' }, u.token))
        .status,
    ).toBe(200);
    expect(
      (await h.post('user/getSavedSearch', {}, u.token)).body.data.responseData.totalRecords,
    ).toBe(1);
  });

  it('signs in with an e-mailed 6-digit code and locks the code after 5 wrong tries', async () => {
    const u = await register();
    await h.post('user/sendEmailVerifyCode', { email: u.email });
    const code = mailTo(u.email, 'email-code').match(/\b(\d{6})\b/)?.[1] ?? '';
    const ok = await h.post('user/verifyEmailVerifyCode', { email: u.email, code });
    expect(ok.body.data.responseData.token).toEqual(expect.any(String));
    await h.post('user/sendEmailVerifyCode', { email: u.email });
    const fresh = mailTo(u.email, 'email-code').match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect(
        (await h.post('user/verifyEmailVerifyCode', { email: u.email, code: wrong })).status,
      ).toBe(422);
    expect(
      (await h.post('user/verifyEmailVerifyCode', { email: u.email, code: fresh })).status,
    ).toBe(429);
  });

  it('locks an account after 5 wrong passwords, even for the right one', async () => {
    const u = await register();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await h.post('user/login', { email: u.email, password: 'wrong-password' })).status,
      ).toBe(401);
    const locked = await h.post('user/login', { email: u.email, password });
    expect([locked.status, locked.body.data.code]).toEqual([429, 'auth.locked']);
    h.clock.advance(16 * 60_000);
    expect((await h.post('user/login', { email: u.email, password })).status).toBe(200);
  });

  it('records switchuser on the user stream with the admin in the metadata', async () => {
    const u = await register();
    const adminToken = await admin();
    const adminId = (await h.post('user/validateUser', {}, adminToken)).body.data.responseData.id;
    const as = await h.post('user/switchuser', { user_id: u.user.id }, adminToken);
    expect(as.body.data.responseData.user.id).toBe(u.user.id);
    const events = await h.app.get<EventStore>(EVENT_STORE).readStream(userStream(u.user.id));
    const switched = events.find((e) => e.type === 'UserSwitchedInto');
    expect(switched?.metadata.userId).toBe(adminId);
  });

  it('saves an address with the phone code defaulting to +1, and keeps company owners per user', async () => {
    const u = await register();
    const saved = await h.post(
      'user/userAddress',
      { address1: '1 Diamond Way', city: 'New York', state: 'NY', zip: '10036' },
      u.token,
    );
    expect(saved.body.data.responseData.address.phone).toBe('+1');
    const owner = await h.post(
      'user/addCompanyOwner',
      { first_name: 'Bo', last_name: 'Li', email: 'bo@li.test' },
      u.token,
    );
    const other = await register();
    const stolen = await h.post(
      'user/updateCompanyOwner',
      { id: owner.body.data.responseData.id, first_name: 'X', last_name: 'Y', email: 'x@y.test' },
      other.token,
    );
    expect(stolen.status).toBe(404);
    expect(
      (await h.post('user/getCompanyOwners', {}, u.token)).body.data.responseData.records,
    ).toHaveLength(1);
  });

  it('serves the terms page and footer links to visitors', async () => {
    expect(
      (await h.post('common/getStaticPage', { id: 'terms_of_use' })).body.data.responseData.title,
    ).toBe('Terms of Use');
    expect((await h.post('common/getStaticPage', { id: 'nope' })).status).toBe(404);
    // Every static route of the spec finds its page (the web client asks with the route's name).
    for (const id of [
      'about',
      'services',
      'help',
      'guidelines',
      'privacy_policy',
      'how_to_bid',
      'support',
    ]) {
      const page = await h.post('common/getStaticPage', { id });
      expect(page.status, id).toBe(200);
      // Written content: a heading, or (on /support, whose page heads it) a first paragraph.
      expect(page.body.data.responseData.content, id).toMatch(/^<(h2|p)>/);
    }
    expect(
      (await h.post('common/getFooterLinks', {})).body.data.responseData.records.length,
    ).toBeGreaterThan(0);
  });

  it('invites a user by e-mail and shows the invitation to the link holder', async () => {
    const r = await h.post(
      'admin/user/addinviteuser',
      { email: 'invitee@t.test', first_name: 'In', last_name: 'Vitee' },
      await admin(),
    );
    expect(r.status).toBe(200);
    const token = mailTo('invitee@t.test', 'invite').match(/\/invite\?token=(\S+)/)?.[1] ?? '';
    expect(
      (await h.post('common/getInviteDetails', { token })).body.data.responseData,
    ).toMatchObject({ email: 'invitee@t.test', role: 'buyer' });
    expect((await h.post('common/getInviteDetails', { token: `${token}x` })).status).toBe(404);
    const signup = {
      first_name: 'In',
      last_name: 'Vitee',
      password,
      confirm_password: password,
      termcheck: 1,
    };
    const wrong = await h.post('user/register', {
      captcha: await solvedCaptcha(h.post),
      ...signup,
      email: 'other@t.test',
      invite_token: token,
    });
    expect(wrong.status).toBe(422);
    const ok = await h.post('user/register', {
      captcha: await solvedCaptcha(h.post),
      ...signup,
      email: 'invitee@t.test',
      invite_token: token,
    });
    expect(ok.body.data.responseData.user.role).toBe('buyer');
  });

  it('runs the sandbox KYC check and verifies a clear account', async () => {
    const u = await register();
    const kyc = await h.post('user/runKycCheck', {}, u.token);
    expect(kyc.body.data.responseData).toMatchObject({
      outcome: 'clear',
      sandbox: true,
      user: { account_verified: true },
    });
    const list = await h.post('admin/user/allbiddingbuyers', { limit: 50 }, await admin());
    expect(list.body.data.responseData.records.map((x: { id: string }) => x.id)).toContain(
      u.user.id,
    );
  });
});
