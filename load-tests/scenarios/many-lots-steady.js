// A steady bid load spread over every open lot.
import { check } from 'k6';
import { BUYERS, login, openLots, post, storm } from '../lib/api.js';
import { httpBudget, steadyArrival } from '../lib/budgets.js';

export const options = {
  scenarios: { steady: steadyArrival({ rate: 1000, preAllocatedVUs: 200, maxVUs: 400 }) },
  thresholds: httpBudget({ 'http_req_duration{expected_response:true}': ['p(99)<50'] }),
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
