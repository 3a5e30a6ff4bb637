// product/search as visitors and buyers browse: filters, sorts, pages, single-lot detail.
import { check } from 'k6';
import { BUYERS, login, post } from '../lib/api.js';
import { httpBudget, steadyArrival } from '../lib/budgets.js';

export const options = {
  scenarios: { search: steadyArrival({ rate: 500, preAllocatedVUs: 100, maxVUs: 200 }) },
  thresholds: httpBudget({ http_req_duration: ['p(95)<50', 'p(99)<100'] }),
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
