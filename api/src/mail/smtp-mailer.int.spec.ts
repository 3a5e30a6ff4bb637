import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, waitFor } from '../../test/http-harness.js';
import { solvedCaptcha } from '../../test/captcha-answer.js';
import { deliveredMails, smtpSetting } from '../../test/smtp-fixtures.js';

describe('Mail through the SMTP adapter (postfix on loopback)', () => {
  let h: Harness;
  let maildir: string;

  beforeAll(async () => {
    maildir = smtpSetting('SMTP_MAILDIR');
    h = await startHarness({ SMTP_URL: smtpSetting('SMTP_URL') });
  });
  afterAll(() => h?.close());

  const delivered = (to: string): string | undefined =>
    deliveredMails(maildir).find((text) => text.includes(`To: ${to}`));

  it('delivers a password-reset e-mail whose link resets the password', async () => {
    const email = `smtp-${h.clock.now().getTime()}@mail.test`;
    await h.post('user/register', {
      captcha: await solvedCaptcha(h.post),
      first_name: 'Mail',
      last_name: 'Test',
      email,
      password: 'first-pass-1',
      confirm_password: 'first-pass-1',
      termcheck: 1,
    });
    expect((await h.post('user/forgotPassword', { email })).status).toBe(200);
    await waitFor(() => delivered(email) !== undefined, 15_000);
    const message = delivered(email) ?? '';
    expect(message).toContain('Subject: Reset your Facet password');
    expect(message).toContain('X-Facet-Kind: password-reset');
    const token =
      message.replace(/=\r?\n/g, '').match(/reset_password\/([A-Za-z0-9_.-]+)/)?.[1] ?? '';
    const reset = await h.post('user/resetPassword', {
      user_token: token,
      password: 'second-pass-2',
      confirm_password: 'second-pass-2',
    });
    expect(reset.status).toBe(200);
    expect((await h.post('user/login', { email, password: 'second-pass-2' })).status).toBe(200);
    const outbox = await h.post(
      'backoffice/mail/outbox',
      { limit: 5 },
      (await h.post('user/login', { email: 'admin@facet.test', password: 'admin-pass-123' })).body
        .data.responseData.token,
    );
    expect(outbox.body.data.responseData.records[0]).toMatchObject({
      to: email,
      transport: 'smtp',
      kind: 'password-reset',
    });
  });
});
