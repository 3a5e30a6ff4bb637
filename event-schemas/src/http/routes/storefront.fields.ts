import { setOwn } from '../../keyed-records.js';
import { parseCaratsToPoints, parseDollarsToCents } from '../../money/money.parse.js';
import { optionalField, raw, reject } from '../request/fields.js';

/**
 * The storefront's request fields, with the catalogue's own (older, lenient) wording: paging
 * refuses a bad number with 'Expected an integer from min to max', a sort or a tab it does not
 * know falls back to its default, and filters are an object of text values.
 */

const isBlank = (v: unknown): v is undefined | null | '' =>
  v === undefined || v === null || v === '';

/** A whole number in [min, max] (or its text); blank is `fallback`. */
export const wholeNumber = (fallback: number, min: number, max: number, description: string) =>
  optionalField<number | string | null, number>(
    'integer',
    (v) => {
      if (isBlank(v)) return fallback;
      const n = Number(v);
      return Number.isInteger(n) && n >= min && n <= max
        ? n
        : reject(`Expected an integer from ${min} to ${max}`, 'request.invalid');
    },
    description,
  );

/** The catalogue's `limit` (1-100, `defaultLimit` when left out) and `page` (from 1). */
export const catalogPaging = (defaultLimit: number) => ({
  limit: wholeNumber(
    defaultLimit,
    1,
    100,
    `Rows per page, an integer 1-100 (${defaultLimit} by default)`,
  ),
  page: wholeNumber(1, 1, 100_000, 'The page, an integer from 1'),
});

/** A sort such as "date_closed asc"; blank or not text is `fallback`. */
export const sortOr = (fallback: string, description: string) =>
  optionalField<string | null, string>(
    'string',
    (v) => (typeof v === 'string' && v !== '' ? v : fallback),
    `${description} ("${fallback}" by default)`,
  );

/** One of `values`; anything else (or nothing) is `fallback`, never a refusal. */
export const pickOr = <const T extends string>(
  values: readonly T[],
  fallback: T,
  description: string,
) =>
  optionalField<T | null, T>(
    'string',
    (v) => (typeof v === 'string' && values.includes(v as T) ? (v as T) : fallback),
    `${values.join(', ')}; anything else is ${fallback}. ${description}`,
  );

/** A lot id sent as text or a number (the rule naming it required reads the body). */
export const lotIdField = (description: string) => raw<string | number | null>('id', description);

/** The body's `filters` as an object ('Invalid request body' otherwise); left out is `{}`. */
export const filterObject = (v: unknown): Record<string, unknown> => {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) reject('Invalid request body', 'request.invalid');
  return v as Record<string, unknown>;
};

/** Text, or a number as its text; anything else (blank too) is not a filter. */
export const filterText = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

export const LOT_FILTER_KEYS = [
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
  'lot_type',
  'price_min',
  'price_max',
  'weight_min',
  'weight_max',
] as const;
export type LotFilterKey = (typeof LOT_FILTER_KEYS)[number];

/** A filter's value: text or a number, or the old client's `{ value, type }`; blank is ignored. */
export type LotFilterValue =
  string | number | null | { value?: string | number | null; type?: string };

/** How a buyer of rough asks for a kind of sale: bid on it, make a sealed offer, or buy it now. */
export const LOT_TYPES = ['auction', 'sealed', 'buynow'] as const;
export type LotType = (typeof LOT_TYPES)[number];

type NumericFilterKey = 'featured' | 'price_min' | 'price_max' | 'weight_min' | 'weight_max';

/**
 * What `product/search` filters by (`featured`: at least this much; `similar_to`: 3 lots like it;
 * `price_min`/`price_max` in cents of the price shown, `weight_min`/`weight_max` in points).
 */
export type LotFilters = Partial<
  Record<Exclude<LotFilterKey, NumericFilterKey | 'lot_type'>, string>
> &
  Partial<Record<NumericFilterKey, number>> & { lot_type?: LotType };

/** One filter's value as the fold compares it: dollars to cents, carats to points. */
function filterValue(key: string, inner: string | number): string | number {
  if (key === 'featured') return Number(inner);
  if (key === 'price_min' || key === 'price_max')
    return parseDollarsToCents(inner) ?? reject(`Invalid filter ${key}`, 'request.invalid');
  if (key === 'weight_min' || key === 'weight_max')
    return parseCaratsToPoints(inner) ?? reject(`Invalid filter ${key}`, 'request.invalid');
  if (key === 'lot_type' && !(LOT_TYPES as readonly unknown[]).includes(inner))
    reject(`Invalid filter ${key}`, 'request.invalid');
  return String(inner);
}

/** `filters` of `product/search`: known keys only ('Unknown filter x'), blank values ignored. */
export const lotFilters = optionalField<
  Partial<Record<LotFilterKey, LotFilterValue>> | null,
  LotFilters
>(
  'object',
  (v) => {
    const filters: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(filterObject(v))) {
      if (!(LOT_FILTER_KEYS as readonly string[]).includes(key))
        reject(`Unknown filter ${key}`, 'request.unknown-field');
      // The old client sent `{ value, type }` filter objects; their value is the filter.
      const inner =
        value !== null && typeof value === 'object' ? (value as { value?: unknown }).value : value;
      if (isBlank(inner)) continue;
      setOwn(filters, key, filterValue(key, inner as string | number));
    }
    return filters as LotFilters;
  },
  `An object of ${LOT_FILTER_KEYS.join(', ')}: each a text or number, or { value }; blank ones are ignored. lot_type is ${LOT_TYPES.join(', ')}; price_min/price_max are dollars of the price shown (per carat or per item), weight_min/weight_max carats`,
);

export interface AuctionFilters {
  id?: string | undefined;
  title?: string | undefined;
  market_status?: string | undefined;
}

/** `filters` of `auction/search`: id, title and market_status, text or numbers; others unread. */
export const auctionFilters = optionalField<
  { id?: string | number; title?: string; market_status?: string } | null,
  AuctionFilters
>(
  'object',
  (v) => {
    const f = filterObject(v);
    return {
      id: filterText(f.id),
      title: filterText(f.title),
      market_status: filterText(f.market_status),
    };
  },
  'An object: id, title, market_status (text or number)',
);
