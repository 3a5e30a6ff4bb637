// Shared helpers for the k6 scenarios: the marketplace's POST /api/{area}/{action} envelope.
import http from 'k6/http';
import { solvedCaptcha } from './captcha.js';

export const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
export const SMOKE = __ENV.SMOKE === '1';
export const BUYERS = ['buyer1@facet.test', 'buyer2@facet.test', 'buyer3@facet.test'];
const PASSWORD = __ENV.BUYER_PASSWORD || 'buyer-demo-pass';

export function post(path, body, token, params = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return http.post(`${BASE_URL}/api/${path}`, JSON.stringify(body), { headers, ...params });
}

export function login(email) {
  const r = post('user/login', { email, password: PASSWORD });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.body}`);
  return { token: r.json('data.responseData.token'), id: r.json('data.responseData.user.id') };
}

/** A fresh buyer account (registration signs it in); for scenarios that need many users. */
export function register(email) {
  const password = 'load-test-pass-1';
  const challenge = post('captcha/challenge', {}).json('data.responseData.challenge');
  const r = post('user/register', {
    first_name: 'Load',
    last_name: 'Bidder',
    email,
    password,
    confirm_password: password,
    termcheck: true,
    captcha: solvedCaptcha(challenge),
  });
  if (r.status !== 200) throw new Error(`register ${email}: ${r.status} ${r.body}`);
  return { token: r.json('data.responseData.token') };
}

/** Open standard lots a buyer can bid on, with their next bid in dollars. */
export function openLots(token, limit = 50) {
  const r = post(
    'product/search',
    {
      limit,
      page: 1,
      orderby: 'date_closed asc',
      filters: { market_status: 'open', auctiontype: 'standard' },
    },
    token,
  );
  const now = Date.now();
  return (r.json('data.responseData.records') || []).filter(
    (l) => Date.parse(l.date_added) <= now && Date.parse(l.date_closed) > now + 60_000,
  );
}

/** Lets 409 (conflict) and 422 (below minimum, a rule) count as expected outcomes of a storm. */
export const storm = { responseCallback: http.expectedStatuses(200, 409, 422) };

/**
 * The bid storm's arrival shape: 20/s for 10 s in a smoke run, else a ramp to 1,000/s then
 * 3,000/s over 40 s and down (the hot-lot storm's and the scale run's, so their figures compare).
 */
export const STORM_SCENARIO = SMOKE
  ? {
      executor: 'constant-arrival-rate',
      rate: 20,
      timeUnit: '1s',
      duration: '10s',
      preAllocatedVUs: 10,
    }
  : {
      executor: 'ramping-arrival-rate',
      startRate: 100,
      timeUnit: '1s',
      preAllocatedVUs: 200,
      maxVUs: 400,
      stages: [
        { target: 1000, duration: '20s' },
        { target: 3000, duration: '20s' },
        { target: 0, duration: '5s' },
      ],
    };
