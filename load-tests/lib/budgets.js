// The scenarios' shared load shapes and budgets: a smoke run only proves the checks pass; a full
// run holds the HTTP error rate and the checks to the budget plus the scenario's own thresholds.
import { SMOKE } from './api.js';

/** Requests at a constant rate per second for a minute (10 s and 20 a second in a smoke run). */
export function steadyArrival({ rate, preAllocatedVUs, maxVUs }) {
  return {
    executor: 'constant-arrival-rate',
    rate: SMOKE ? 20 : rate,
    timeUnit: '1s',
    duration: SMOKE ? '10s' : '60s',
    preAllocatedVUs: SMOKE ? 10 : preAllocatedVUs,
    maxVUs,
  };
}

/** The HTTP budget: under 1% failed requests, 99% of checks passing, and the scenario's own. */
export function httpBudget(own) {
  return SMOKE
    ? { checks: ['rate>0.95'] }
    : { http_req_failed: ['rate<0.01'], ...own, checks: ['rate>0.99'] };
}
