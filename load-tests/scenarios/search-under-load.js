// product/search as visitors and buyers browse: filters, sorts, pages, single-lot detail.
import { check } from 'k6';
import { BUYERS, SMOKE, login, post } from '../lib/api.js';

export const options = {
  scenarios: {
    search: {
      executor: 'constant-arrival-rate',
      rate: SMOKE ? 20 : 500,
      timeUnit: '1s',
      duration: SMOKE ? '10s' : '60s',
      preAllocatedVUs: SMOKE ? 10 : 100,
      maxVUs: 200,
    },
  },
  thresholds: SMOKE
    ? { checks: ['rate>0.95'] }
    : {
        http_req_failed: ['rate<0.01'],
        http_req_duration: ['p(95)<50', 'p(99)<100'],
        checks: ['rate>0.99'],
      },
};

const SORTS = ['date_closed asc', 'date_added desc', 'wprice asc', 'title asc'];

export function setup() {
  return { token: login(BUYERS[0]).token };
}

export default function (data) {
  const token = __ITER % 2 ? data.token : undefined;
  const r = post(
    'product/search',
    {
      limit: 12,
      page: 1 + (__ITER % 3),
      orderby: SORTS[__ITER % SORTS.length],
      filters: __ITER % 5 === 0 ? { title: 'rough' } : { market_status: 'open' },
    },
    token,
  );
  check(r, {
    'search answered': (x) =>
      x.status === 200 && Array.isArray(x.json('data.responseData.records')),
  });
}
