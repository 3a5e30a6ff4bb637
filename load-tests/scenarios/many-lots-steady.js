// A steady bid load spread over every open lot.
import { check } from 'k6';
import { BUYERS, SMOKE, login, openLots, post, storm } from '../lib/api.js';

export const options = {
  scenarios: {
    steady: {
      executor: 'constant-arrival-rate',
      rate: SMOKE ? 20 : 1000,
      timeUnit: '1s',
      duration: SMOKE ? '10s' : '60s',
      preAllocatedVUs: SMOKE ? 10 : 200,
      maxVUs: 400,
    },
  },
  thresholds: SMOKE
    ? { checks: ['rate>0.95'] }
    : {
        http_req_failed: ['rate<0.01'],
        'http_req_duration{expected_response:true}': ['p(99)<50'],
        checks: ['rate>0.99'],
      },
};

export function setup() {
  const buyers = BUYERS.map(login);
  const lots = openLots(buyers[0].token, 100);
  if (lots.length === 0) throw new Error('no open standard lots');
  return { buyers, lots: lots.map((l) => ({ id: l.id, start: l.next_bid })) };
}

export default function (data) {
  const lot = data.lots[__ITER % data.lots.length];
  const buyer = data.buyers[(__ITER + __VU) % data.buyers.length];
  const amount = Math.round((lot.start + __ITER + Math.random() * 100) * 100) / 100;
  const r = post(
    'bid/confirm',
    { id: lot.id, wsprice: amount, bidding_type: 'proxy' },
    buyer.token,
    storm,
  );
  check(r, { 'accepted, conflict or below minimum': (x) => [200, 409, 422].includes(x.status) });
}
