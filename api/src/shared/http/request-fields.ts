import { parseDollarsToCents } from '../money/index.js';
import { badRequest } from '../errors/http-problem.js';

export type Body = Record<string, unknown>;

/** A JSON object with only the named fields; anything else is a 400 (unknown fields rejected). */
export function readBody(body: unknown, allowed: readonly string[]): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Invalid request body');
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key))
      throw badRequest(`Unknown field ${key}`, 'request.unknown-field', { field: key });
  }
  return body as Body;
}

const isBlank = (v: unknown): boolean => v === undefined || v === null || v === '';

function invalid(field: string, message: string): never {
  throw badRequest(message, 'request.invalid-field', { field });
}

export function text(
  body: Body,
  field: string,
  opts: { required?: string; max?: number } = {},
): string | undefined {
  const v = body[field];
  if (isBlank(v)) {
    if (opts.required !== undefined) invalid(field, opts.required);
    return undefined;
  }
  if (typeof v !== 'string' && typeof v !== 'number') invalid(field, `${field} must be text`);
  const s = String(v).trim();
  if (s.length > (opts.max ?? 10_000)) invalid(field, `${field} is too long`);
  if (s === '' && opts.required !== undefined) invalid(field, opts.required);
  return s;
}

export function requiredText(
  body: Body,
  field: string,
  message = 'Required!',
  max?: number,
): string {
  return text(body, field, { required: message, ...(max === undefined ? {} : { max }) }) as string;
}

export function oneOf<T extends string>(
  body: Body,
  field: string,
  values: readonly T[],
  fallback?: T,
): T {
  const v = body[field];
  if (isBlank(v) && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || !values.includes(v as T))
    invalid(field, `${field} must be one of ${values.join(', ')}`);
  return v as T;
}

/** Dollars at the edge to integer cents, string-based: 3+ decimals, exponents, floats junk are 400. */
export function money(
  body: Body,
  field: string,
  opts: { required?: string; invalid?: string } = {},
): number | undefined {
  const v = body[field];
  if (isBlank(v)) {
    if (opts.required !== undefined) invalid(field, opts.required);
    return undefined;
  }
  const cents = parseDollarsToCents(v);
  if (cents === null || cents < 0 || cents > 100_000_000_000_00)
    invalid(field, opts.invalid ?? 'invalid decimal');
  return cents;
}

export function requiredMoney(
  body: Body,
  field: string,
  required: string,
  invalidMessage = 'invalid decimal',
): number {
  return money(body, field, { required, invalid: invalidMessage }) as number;
}

export function integer(
  body: Body,
  field: string,
  opts: { required?: string; min?: number; max?: number } = {},
): number | undefined {
  const v = body[field];
  if (isBlank(v)) {
    if (opts.required !== undefined) invalid(field, opts.required);
    return undefined;
  }
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n)) invalid(field, `${field} must be a whole number`);
  if (n < (opts.min ?? 0) || n > (opts.max ?? Number.MAX_SAFE_INTEGER))
    invalid(field, `${field} is out of range`);
  return n;
}

/** The spec's 0|1 flags (booleans and '0'/'1' accepted too). */
export function flag(body: Body, field: string, fallback = false): boolean {
  const v = body[field];
  if (isBlank(v)) return fallback;
  if (v === 1 || v === '1' || v === true || v === 'true') return true;
  if (v === 0 || v === '0' || v === false || v === 'false') return false;
  return invalid(field, `${field} must be 0 or 1`);
}

/** An instant as an ISO 8601 UTC string (any parseable date-time accepted, normalised to UTC). */
export function instantField(
  body: Body,
  field: string,
  opts: { required?: string } = {},
): string | undefined {
  const v = body[field];
  if (isBlank(v)) {
    if (opts.required !== undefined) invalid(field, opts.required);
    return undefined;
  }
  if (typeof v !== 'string' && typeof v !== 'number') invalid(field, `${field} must be a date`);
  const d = new Date(v);
  const year = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || year < 1900 || year > 2100)
    invalid(field, `${field} must be a date`);
  return d.toISOString();
}

export function commandIdField(body: Body): string | undefined {
  const v = body.commandId;
  if (isBlank(v)) return undefined;
  if (typeof v !== 'string' || !/^[A-Za-z0-9_.:-]{1,128}$/.test(v))
    invalid('commandId', 'commandId must be a short id');
  return v;
}
