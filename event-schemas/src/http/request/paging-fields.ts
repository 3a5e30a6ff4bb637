import { optionalField, readInteger } from './request-fields.js';

type PageIn = string | number | null;

const positive = (v: unknown, fallback: number, max: number): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * The spec's `limit` (at most 100; `defaultLimit` when left out) and 1-based `page`, checked: a
 * value that is not a whole number in range is a 400 naming the field, not a silent default.
 */
export const paging = (defaultLimit = 10) => ({
  page: optionalField<PageIn, number>(
    'integer',
    (v) => readInteger(v, { min: 1, max: 100_000 }) ?? 1,
    'The page, from 1',
  ),
  limit: optionalField<PageIn, number>(
    'integer',
    (v) => readInteger(v, { min: 1, max: 100 }) ?? defaultLimit,
    `Records a page, at most 100 (${defaultLimit} when left out)`,
  ),
});

/** The catalogue's paging: anything but a whole number from 1 is the default (10 a page, page 1). */
export const lenientPaging = {
  page: optionalField<PageIn, number>(
    'integer',
    (v) => positive(v, 1, 100_000),
    'The page, from 1',
  ),
  limit: optionalField<PageIn, number>(
    'integer',
    (v) => positive(v, 10, 100),
    'Records a page, at most 100 (10 when left out)',
  ),
};

/** A page a request asks for, as a window: `limit` records from `from`. */
export const pageWindow = (p: { page: number; limit: number }) => ({
  limit: p.limit,
  from: (p.page - 1) * p.limit,
});
