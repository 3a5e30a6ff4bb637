import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/http-harness.js';
import { solvedCaptcha } from '../../test/captcha-answer.js';
import { CAPTCHA_REFUSED } from './captcha.gate.js';

const buyer = (email: string) => ({
  first_name: 'Cap',
  last_name: 'Tcha',
  email,
  password: 'correct-horse',
  confirm_password: 'correct-horse',
  termcheck: 1,
});
const contact = {
  name: 'Cap',
  email: 'cap@captcha.test',
  subject: 'Viewing room hours',
  message: 'When is Antwerp open?',
};

/** Issue 26: registration and contact are behind the captcha (the self-hosted proof of work). */
describe('The captcha in front of registration and contact', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('hands out a proof-of-work challenge to anyone', async () => {
    const r = await h.post('captcha/challenge', {});
    expect(r.status).toBe(200);
    expect(r.body.data.responseData.kind).toBe('proof-of-work');
  });

  it('refuses a registration without a captcha, or with a wrong one, with a clear message', async () => {
    for (const captcha of [undefined, 'not-a-solution']) {
      const r = await h.post('user/register', { ...buyer('no@captcha.test'), captcha });
      expect(r.status).toBe(400);
      expect(r.body.data).toMatchObject({ code: 'captcha.failed', message: CAPTCHA_REFUSED });
    }
  });

  it('registers with a solved captcha, and takes that solution only once', async () => {
    const captcha = await solvedCaptcha(h.post);
    expect((await h.post('user/register', { ...buyer('yes@captcha.test'), captcha })).status).toBe(
      200,
    );
    const replay = await h.post('user/register', { ...buyer('again@captcha.test'), captcha });
    expect(replay.status).toBe(400);
  });

  it('takes a contact message only with a solved captcha', async () => {
    expect((await h.post('user/submitContactUs', contact)).status).toBe(400);
    const captcha = await solvedCaptcha(h.post);
    expect((await h.post('user/submitContactUs', { ...contact, captcha })).status).toBe(200);
  });
});
