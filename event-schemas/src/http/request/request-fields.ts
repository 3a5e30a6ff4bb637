import { z } from 'zod';
import { parseCaratsToPoints, parseDollarsToCents } from '../../money/money.parse.js';
import { type FieldKind, fieldKinds } from './field-kinds.js';

/**
 * A field's check failed: its message (the spec's wording; `{field}` stands for the field's name)
 * and, where a rule has one, the error code the answer carries instead of `request.invalid-field`.
 */
class FieldRejected {
  constructor(
    readonly message: string,
    readonly code?: string,
  ) {}
}

/** Rejects the field being read with the spec's message. */
export const reject = (message: string, code?: string): never => {
  throw new FieldRejected(message, code);
};

const isBlank = (v: unknown): v is undefined | null | '' =>
  v === undefined || v === null || v === '';

const documented = (kind: FieldKind, description: string | undefined) => ({
  // A copy: zod's JSON Schema output must not share (or mutate) the kind table.
  ...structuredClone(fieldKinds[kind]),
  ...(description === undefined ? {} : { description }),
});

const checked = <S extends z.ZodType, Out>(
  accept: S,
  kind: FieldKind,
  read: (value: unknown) => Out,
  description: string | undefined,
) =>
  accept
    .transform((value, ctx) => {
      try {
        return read(value);
      } catch (e) {
        if (!(e instanceof FieldRejected)) throw e;
        ctx.issues.push({
          code: 'custom',
          message: e.message,
          input: value,
          ...(e.code === undefined ? {} : { params: { code: e.code } }),
        });
        return z.NEVER;
      }
    })
    .meta(documented(kind, description));

/**
 * One required request field: `In` is what a client sends (the web's body type), `read` turns the
 * raw value into what the handler gets, or rejects it with the spec's wording; a missing value
 * reaches `read` as undefined, so the field's own 'Required' message is the answer.
 */
export const field = <In, Out>(
  kind: FieldKind,
  read: (value: unknown) => Out,
  description?: string,
) =>
  checked(
    z.custom<In>(() => true),
    kind,
    read,
    description,
  );

/** A field a client may leave out (`read` then sees undefined, and may give a default). */
export const optionalField = <In, Out>(
  kind: FieldKind,
  read: (value: unknown) => Out,
  description?: string,
) => checked(z.custom<In>(() => true).optional(), kind, read, description);

type Scalar = string | number;
interface Described {
  description?: string;
}

/** Text (a number is taken as its text), trimmed; blank is undefined, or `required`'s message. */
export function readText(v: unknown, opts: { required?: string; max?: number } = {}) {
  if (isBlank(v)) return opts.required === undefined ? undefined : reject(opts.required);
  if (typeof v !== 'string' && typeof v !== 'number') return reject('{field} must be text');
  // `1e999` arrives as Infinity: stored as text it was 'Infinity' (issue 28, item 8).
  if (typeof v === 'number' && !Number.isFinite(v))
    return reject('{field} must be a finite number');
  const s = String(v).trim();
  if (s.length > (opts.max ?? 10_000)) reject('{field} is too long');
  if (s === '' && opts.required !== undefined) reject(opts.required);
  return s;
}

export const text = (opts: { max?: number } & Described = {}) =>
  optionalField<Scalar | null, string | undefined>(
    'string',
    (v) => readText(v, opts),
    opts.description,
  );

export const requiredText = (message = 'Required!', opts: { max?: number } & Described = {}) =>
  field<Scalar, string>(
    'string',
    (v) => readText(v, { required: message, ...opts }) as string,
    opts.description,
  );

const readOneOf =
  <T extends string>(values: readonly T[], fallback?: T) =>
  (v: unknown): T => {
    if (isBlank(v) && fallback !== undefined) return fallback;
    if (typeof v !== 'string' || !values.includes(v as T))
      reject(`{field} must be one of ${values.join(', ')}`);
    return v as T;
  };

/** One of `values`, required. */
export const oneOf = <const T extends string>(values: readonly T[], d: Described = {}) =>
  field<T, T>('string', readOneOf(values), d.description);

/** One of `values`; blank or left out is `fallback`. */
export const oneOfOr = <const T extends string>(
  values: readonly T[],
  fallback: T,
  d: Described = {},
) => optionalField<T | '' | null, T>('string', readOneOf(values, fallback), d.description);

/** Dollars to integer cents, string-based: 3+ decimals, exponents and junk are rejected. */
export function readMoney(
  v: unknown,
  opts: { required?: string; invalid?: string; code?: string } = {},
) {
  if (isBlank(v)) return opts.required === undefined ? undefined : reject(opts.required);
  const cents = parseDollarsToCents(v);
  if (cents === null || cents < 0 || cents > 100_000_000_000_00)
    reject(opts.invalid ?? 'invalid decimal', opts.code);
  return cents as number;
}

type MoneyOpts = { invalid?: string; code?: string } & Described;

/** Dollars (a number or decimal text) read as integer cents; blank is undefined. */
export const money = (opts: MoneyOpts = {}) =>
  optionalField<Scalar | null, number | undefined>(
    'money',
    (v) => readMoney(v, opts),
    opts.description,
  );

export const requiredMoney = (required: string, opts: MoneyOpts = {}) =>
  field<Scalar, number>(
    'money',
    (v) => readMoney(v, { required, ...opts }) as number,
    opts.description,
  );

/** Carats to integer points (at most 2 decimals, no '$'); blank is undefined. */
export const carats = (opts: { invalid?: string } & Described = {}) =>
  optionalField<Scalar | null, number | undefined>(
    'decimal',
    (v) => {
      if (isBlank(v)) return undefined;
      const points = parseCaratsToPoints(v);
      return points === null ? reject(opts.invalid ?? 'invalid decimal') : points;
    },
    opts.description,
  );

/** A whole number (or its digits as text) in [min, max]. */
export function readInteger(
  v: unknown,
  opts: { required?: string; min?: number; max?: number } = {},
) {
  if (isBlank(v)) return opts.required === undefined ? undefined : reject(opts.required);
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n)) reject('{field} must be a whole number');
  if (n < (opts.min ?? 0) || n > (opts.max ?? Number.MAX_SAFE_INTEGER))
    reject('{field} is out of range');
  return n;
}

type Range = { min?: number; max?: number } & Described;

export const integer = (opts: Range = {}) =>
  optionalField<Scalar | null, number | undefined>(
    'integer',
    (v) => readInteger(v, opts),
    opts.description,
  );

export const requiredInteger = (required: string, opts: Range = {}) =>
  field<Scalar, number>(
    'integer',
    (v) => readInteger(v, { required, ...opts }) as number,
    opts.description,
  );

type FlagIn = boolean | 0 | 1 | '0' | '1' | 'true' | 'false' | '' | null;

/** The spec's 0|1 flags (booleans, '0'/'1' and 'true'/'false' too); blank is `fallback`. */
export const flag = (fallback = false, d: Described = {}) =>
  optionalField<FlagIn, boolean>(
    'flag',
    (v) => {
      if (isBlank(v)) return fallback;
      if (v === 1 || v === '1' || v === true || v === 'true') return true;
      if (v === 0 || v === '0' || v === false || v === 'false') return false;
      return reject('{field} must be 0 or 1');
    },
    d.description,
  );

/** An ISO 8601 date, or a date-time after it ('2026-05-08', '2026-05-08T10:00', '...Z', '...+02:00'). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An instant as ISO 8601 (normalised to UTC) or epoch milliseconds (a whole number from 0, or its
 * digits), in the spec's date range, years 1900-2100 (its date pickers'). What `new Date` would
 * also take is refused (issue 28, item 8): -1 (1969-12-31), '0' (2000), '12345' (year 12345).
 */
export function readInstant(v: unknown, opts: { required?: string } = {}) {
  if (isBlank(v)) return opts.required === undefined ? undefined : reject(opts.required);
  const epochMs =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\d{10,}$/.test(v.trim())
        ? Number(v)
        : null;
  if (epochMs !== null && (!Number.isSafeInteger(epochMs) || epochMs < 0))
    return reject('{field} must be a date');
  if (epochMs === null && (typeof v !== 'string' || !ISO_DATE.test(v.trim())))
    return reject('{field} must be a date');
  const d = new Date(epochMs ?? (v as string).trim());
  const year = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || year < 1900 || year > 2100) reject('{field} must be a date');
  return d.toISOString();
}

export const instant = (d: Described = {}) =>
  optionalField<Scalar | null, string | undefined>('instant', (v) => readInstant(v), d.description);

export const requiredInstant = (required: string, d: Described = {}) =>
  field<Scalar, string>('instant', (v) => readInstant(v, { required }) as string, d.description);

/** A stored file's name: one path segment with an extension (no scheme, no folder, no '..'). */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}\.[A-Za-z0-9]{2,5}$/;
const IMAGE_NAME = /\.(jpe?g|png|webp|gif)$/i;

/** An https address a browser may load as an image (no credentials in it). */
const isSafeHttps = (v: string): boolean => {
  if (!URL.canParse(v)) return false;
  const url = new URL(v);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && v.length <= 500;
};

/**
 * A file the screens show or link (an uploader's `file_name`, or an https address): refused are
 * what no user means, `javascript:alert(1)`, `../../../etc/passwd`, `12345` (issue 28, item 8).
 */
export function readFileRef(v: unknown, kind: 'image' | 'file', opts: { message?: string } = {}) {
  const message =
    opts.message ??
    (kind === 'image' ? '{field} must be an uploaded image' : '{field} must be an uploaded file');
  if (typeof v !== 'string') return reject(message);
  const s = v.trim();
  const named = FILE_NAME.test(s) && !s.includes('..') && (kind === 'file' || IMAGE_NAME.test(s));
  return named || isSafeHttps(s) ? s : reject(message);
}

/** An image a form shows (its uploaded `file_name` or an https address); blank is undefined. */
export const imageRef = (d: Described = {}) =>
  optionalField<string | null, string | undefined>(
    'string',
    (v) => (isBlank(v) ? undefined : readFileRef(v, 'image')),
    d.description,
  );

const SHORT_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

const COMMAND_ID =
  'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome';

function readCommandId(v: unknown, required?: string): string | undefined {
  if (isBlank(v)) return required === undefined ? undefined : reject(required);
  if (typeof v !== 'string' || !SHORT_ID.test(v)) reject('commandId must be a short id');
  return v as string;
}

/** A client-chosen id for a command: a retry with it answers the first outcome. */
export const commandId = optionalField<string | null, string | undefined>(
  'string',
  (v) => readCommandId(v),
  COMMAND_ID,
);

/** A command id the route needs (it names what the command makes); blank is `required`. */
export const requiredCommandId = (required = 'commandId required', d: Described = {}) =>
  field<string, string>(
    'string',
    (v) => readCommandId(v, required) as string,
    d.description ?? `Required: ${COMMAND_ID}`,
  );

/** An id (a number is taken as its text), at most 128 characters. */
export const id = (required = 'Required!', d: Described = {}) =>
  field<Scalar, string>('id', (v) => readText(v, { required, max: 128 }) as string, d.description);

export const optionalId = (d: Described = {}) =>
  optionalField<Scalar | null, string | undefined>(
    'id',
    (v) => readText(v, { max: 128 }),
    d.description,
  );

/** A value the handler reads itself (a nested structure described in words). */
export const raw = <In = unknown>(kind: FieldKind, description: string) =>
  optionalField<In, In | undefined>(kind, (v) => v as In | undefined, description);
