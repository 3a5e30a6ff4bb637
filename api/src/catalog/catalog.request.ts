import { badRequest } from '../shared/errors/http-problem.js';
import { handParsedBody } from '../security/body-schema.js';
import type { LotFilters, LotQuery } from './lot-search.query.js';

type Body = Record<string, unknown>;
const FILTER_KEYS = [
  'id',
  'title',
  'auctionid',
  'market_status',
  'auctiontype',
  'featured',
  'categoryTypeId',
  'conditionTypeId',
  'location_id',
  'similar_to',
] as const;

export function asBody(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Invalid request body');
  return body as Body;
}

export function int(v: unknown, fallback: number, min: number, max: number): number {
  if (v === undefined || v === null || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest(`Expected an integer from ${min} to ${max}`);
  return n;
}

/** `product/search`, `product/upcomingProduct`: documented here, checked by `parseLotQuery`. */
export const lotQueryBody = handParsedBody({
  limit: ['integer', 'Lots per page, an integer 1-100'],
  page: ['integer', 'The page, an integer from 1'],
  orderby: ['string', 'A sort of product/activeSorts, e.g. "date_closed asc"'],
  filters: [
    'object',
    `An object of ${FILTER_KEYS.join(', ')}: each a text or number, or { value }; blank ones are ignored`,
  ],
});

/** `{ limit, page, orderby, filters }`; blank filters are ignored, unknown ones rejected. */
export function parseLotQuery(
  raw: unknown,
  defaults: { limit: number; orderby: string },
): LotQuery {
  const body = asBody(raw);
  const f = asBody(body.filters);
  const filters: LotFilters = {};
  for (const [key, value] of Object.entries(f)) {
    if (!(FILTER_KEYS as readonly string[]).includes(key))
      throw badRequest(`Unknown filter ${key}`, 'request.unknown-field');
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object') {
      // The old client sent `{ value, type }` filter objects; accept their value.
      const inner = (value as Body).value;
      if (inner === undefined || inner === null || inner === '') continue;
      (filters as Body)[key] = key === 'featured' ? Number(inner) : String(inner);
    } else {
      (filters as Body)[key] = key === 'featured' ? Number(value) : String(value);
    }
  }
  return {
    limit: int(body.limit, defaults.limit, 1, 100),
    page: int(body.page, 1, 1, 100_000),
    orderby: typeof body.orderby === 'string' && body.orderby ? body.orderby : defaults.orderby,
    filters,
  };
}
