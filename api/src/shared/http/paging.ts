import { integer } from './request-fields.js';

/** A positive whole number (JSON number or numeric string) capped at `max`; anything else is `fallback`. */
export function positiveInt(v: unknown, fallback: number, max: number): number {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** The spec's `limit` (10 by default, at most 100) and 1-based `page` as a slice window. */
export function pageWindow(body: { limit?: unknown; page?: unknown }): {
  limit: number;
  from: number;
} {
  const limit = positiveInt(body.limit, 10, 100);
  return { limit, from: (positiveInt(body.page, 1, 100_000) - 1) * limit };
}

/**
 * The spec's `limit` (at most 100) and 1-based `page`, checked: a value that is not a whole number
 * in range is a 400 naming the field, not a silent default (the back-office and commerce lists).
 */
export function pageRequest(
  body: Record<string, unknown>,
  defaultLimit = 10,
): { limit: number; page: number } {
  return {
    limit: integer(body, 'limit', { min: 1, max: 100 }) ?? defaultLimit,
    page: integer(body, 'page', { min: 1, max: 100_000 }) ?? 1,
  };
}
