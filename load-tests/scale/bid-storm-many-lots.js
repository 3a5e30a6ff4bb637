// The bid storm spread over many lots, for load-tests/scale.mjs: the lots and the buyers' tokens
// come from the file SCALE_SETUP names (made by the driver), so k6 only bids. Accepted bids (200)
// are counted for the driver's stream check; 409 and 422 are expected answers of a storm.
import { check } from 'k6';
import { Counter } from 'k6/metrics';
import { SMOKE, post, storm } from '../lib/api.js';

const setupData = JSON.parse(open(__ENV.SCALE_SETUP));
const accepted = new Counter('bids_accepted');

export const options = {
  scenarios: {
    storm: SMOKE
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
          // The hot-lot storm's shape (hot-lot-bid-storm.js), bids spread over every lot.
          stages: [
            { target: 1000, duration: '20s' },
            { target: 3000, duration: '20s' },
            { target: 0, duration: '5s' },
          ],
        },
  },
  summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'],
};

export default function () {
  const lots = setupData.lots;
  const lot = lots[__ITER % lots.length];
  const token = setupData.tokens[(__ITER + __VU) % setupData.tokens.length];
  // Rises with the iteration so a lot's maximums keep climbing past its increment.
  const amount = Math.round((lot.start + __ITER + Math.random() * 100) * 100) / 100;
  const r = post(
    'bid/confirm',
    { id: lot.id, wsprice: amount, bidding_type: 'proxy' },
    token,
    storm,
  );
  if (r.status === 200) accepted.add(1);
  check(r, { 'accepted, conflict or below minimum': (x) => [200, 409, 422].includes(x.status) });
}
