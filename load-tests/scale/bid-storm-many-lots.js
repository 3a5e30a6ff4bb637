// The bid storm spread over many lots, for load-tests/scale.mjs: the lots and the buyers' tokens
// come from the file SCALE_SETUP names (made by the driver), so k6 only bids. Accepted bids (200)
// are counted for the driver's stream check; 409 and 422 are expected answers of a storm.
import { check } from 'k6';
import exec from 'k6/execution';
import { Counter } from 'k6/metrics';
import { STORM_SCENARIO, post, storm } from '../lib/api.js';

const setupData = JSON.parse(open(__ENV.SCALE_SETUP));
const accepted = new Counter('bids_accepted');

export const options = {
  scenarios: {
    storm: STORM_SCENARIO,
  },
  summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'],
};

export default function () {
  const lots = setupData.lots;
  // The iteration's number across all VUs (__ITER counts per VU), so each lot's bids climb.
  const n = exec.scenario.iterationInTest;
  const lot = lots[n % lots.length];
  const round = Math.floor(n / lots.length);
  const token = setupData.tokens[round % setupData.tokens.length];
  // Each bid on a lot a step above the one before it (past any increment), cents apart at random.
  const amount = lot.start + 25 * (round + 1) + Math.floor(Math.random() * 100) / 100;
  const r = post(
    'bid/confirm',
    { id: lot.id, wsprice: amount, bidding_type: 'proxy' },
    token,
    storm,
  );
  if (r.status === 200) accepted.add(1);
  check(r, { 'accepted, conflict or below minimum': (x) => [200, 409, 422].includes(x.status) });
}
