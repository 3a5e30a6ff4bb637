// Many buyers bid on ONE lot at a rising arrival rate; 409 and 422 are expected answers. At the
// end it reads the embedded runner's commit-to-read-model lag (common/readModelLag: a window of
// the most recent 10,000 projected events, so the storm's own) into projection_lag_* gauges.
import { check } from 'k6';
import { Gauge } from 'k6/metrics';
import { BUYERS, STORM_SCENARIO, login, openLots, post, storm } from '../lib/api.js';
import { httpBudget } from '../lib/budgets.js';

const lagP50 = new Gauge('projection_lag_p50');
const lagP99 = new Gauge('projection_lag_p99');
const lagMax = new Gauge('projection_lag_max');

export const options = {
  scenarios: {
    storm: STORM_SCENARIO,
  },
  thresholds: httpBudget({
    'http_req_duration{expected_response:true}': ['p(99)<100'],
    projection_lag_p99: ['value<=50'],
  }),
  summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'],
};

export function setup() {
  const buyers = BUYERS.map(login);
  const lot = openLots(buyers[0].token, 1)[0];
  if (!lot) throw new Error('no open standard lot to storm');
  return { buyers, lotId: lot.id, start: lot.next_bid };
}

export default function (data) {
  const buyer = data.buyers[__ITER % data.buyers.length];
  const amount = Math.round((data.start + __ITER * 10 + Math.random() * 50) * 100) / 100;
  const r = post(
    'bid/confirm',
    { id: data.lotId, wsprice: amount, bidding_type: 'proxy' },
    buyer.token,
    storm,
  );
  check(r, { 'accepted, conflict or below minimum': (x) => [200, 409, 422].includes(x.status) });
}

export function teardown() {
  const lag = post('common/readModelLag', {}).json('data.responseData');
  if (!lag) return; // workers project elsewhere: no embedded runner to ask
  lagP50.add(lag.p50);
  lagP99.add(lag.p99);
  lagMax.add(lag.max);
  console.log(
    `projection lag over the last ${Math.min(lag.events, 10_000)} events: p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms`,
  );
}
