import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../http-harness.js';
import { type Actors, createActors } from './actors.js';

const SELF_FIELDS = [
  'account_verified',
  'address',
  'company_name',
  'country',
  // The admin's dynamic user fields (view_page 3): the user's own answers on their profile.
  'custom_fields',
  'email',
  'email_verified',
  'first_name',
  'force_reset_pass',
  'id',
  'last_name',
  'phone',
  'phone_verified',
  'preferences',
  'role',
  'status',
  // The card service's customer id (spec: User has stripe_id): an id, never card data.
  'stripe_id',
  'termcheck',
];
const SECRET = /password|passwordHash|\$argon2|codeHash|tokenHash|sessions|verifications/i;

describe('Field-level privacy of user data per role', () => {
  let h: Harness;
  let a: Actors;
  const seen: string[] = [];
  const post = async (path: string, body: unknown, token?: string) => {
    const r = await h.post(path, body, token);
    seen.push(JSON.stringify(r.body));
    return r;
  };

  beforeAll(async () => {
    h = await startHarness();
    a = await createActors(h);
  });
  afterAll(() => h.close(), 90_000);

  it('shows a user exactly their own profile fields', async () => {
    const self = (await post('user/validateUser', {}, a.tokens.buyer)).body.data.responseData;
    expect(Object.keys(self).sort()).toEqual(SELF_FIELDS);
    const login = (
      await post('user/login', { email: 'buyer@matrix.test', password: 'matrix-pass-123' })
    ).body.data.responseData;
    expect(Object.keys(login).sort()).toEqual(['expires_in', 'refresh_token', 'token', 'user']);
    expect(Object.keys(login.user).sort()).toEqual(SELF_FIELDS);
  });

  it('shows an admin the account, its checks and dates, never secrets', async () => {
    const one = (await post('admin/user/getSingleUser', { user_id: a.ids.buyer }, a.tokens.admin))
      .body.data.responseData.record;
    expect(Object.keys(one).sort()).toEqual([...SELF_FIELDS, 'created_at', 'kyc'].sort());
    expect(Object.keys(one.kyc).sort()).toEqual(['at', 'outcome', 'provider', 'sandbox']);
    await post('admin/user/allbuyers', { limit: 100 }, a.tokens.admin);
  });

  it("shows a buyer a followed seller's name only, never their e-mail or phone", async () => {
    await post('user/addFollower', { seller_id: a.ids.seller }, a.tokens.buyer);
    const records = (await post('user/getFollowers', {}, a.tokens.buyer)).body.data.responseData
      .records;
    expect(records).toHaveLength(1);
    expect(Object.keys(records[0]).sort()).toEqual([
      'created_at',
      'first_name',
      'last_name',
      'rating',
      'seller_id',
    ]);
    expect(JSON.stringify(records)).not.toMatch(/@matrix\.test|\+1555/);
  });

  it('gives no user data to visitors, buyers or sellers on back-office routes', async () => {
    for (const role of ['visitor', 'buyer', 'buyer-without-kyc', 'seller', 'suspended'] as const) {
      const r = await post('admin/user/getSingleUser', { user_id: a.ids.buyer }, a.tokens[role]);
      expect([401, 403]).toContain(r.status);
      expect(JSON.stringify(r.body)).not.toContain('buyer@matrix.test');
    }
  });

  it('never sends a password hash, code hash or session list in any of these answers', () => {
    expect(seen.length).toBeGreaterThan(8);
    for (const body of seen) expect(body).not.toMatch(SECRET);
  });
});
