import type { z } from 'zod';
import { markupWithinLimits } from './markup-limits.js';
import { field, optionalField, readText, reject } from './request-fields.js';

/**
 * A request field declared as HTML: `html()` here is the ONE place the contract says a field
 * holds markup (its JSON Schema carries `contentMediaType: text/html`), and reading it runs the
 * server's sanitiser, so every HTML field is stored clean whatever route it arrives by. The
 * sanitiser itself (DOMPurify on jsdom) lives in the api, which installs it before it reads a
 * body: this package stays free of a DOM, and the web imports only its types.
 */
type Sanitiser = (html: string) => string;

let sanitiser: Sanitiser | undefined;

/** The api's `shared/html` hands its sanitiser over once, before any body is read. */
export function installHtmlSanitiser(clean: Sanitiser): void {
  sanitiser = clean;
}

/** Markup made safe by the installed sanitiser; none installed is a bug, never a pass-through. */
export function sanitisedHtml(html: string): string {
  if (!sanitiser) throw new Error('No HTML sanitiser installed: the api installs it at start');
  return sanitiser(html);
}

/** The JSON Schema media type that marks a field as HTML. */
export const HTML_MEDIA_TYPE = 'text/html';

/** Whether a request field's schema was declared with `html()` or `requiredHtml()`. */
export const isHtmlField = (schema: z.ZodType): boolean =>
  (schema.meta() as { contentMediaType?: unknown } | undefined)?.contentMediaType ===
  HTML_MEDIA_TYPE;

interface HtmlOpts {
  max?: number;
  description?: string;
  /** The spec's words when it is longer than `max` (else '{field} is too long'). */
  tooLong?: string;
}

function readHtml(v: unknown, opts: HtmlOpts & { required?: string }): string | undefined {
  if (opts.tooLong && typeof v === 'string' && v.trim().length > (opts.max ?? 10_000))
    reject(opts.tooLong);
  const text = readText(v, opts);
  if (text === undefined) return undefined;
  // Refused before a parser spends seconds on it: nothing the editor makes comes near.
  if (!markupWithinLimits(text))
    reject('{field} has more markup than it can hold (nesting, tags or attributes)');
  return sanitisedHtml(text);
}

/** Optional HTML (a lot's or auction's description): blank is undefined. */
export const html = (opts: HtmlOpts = {}) =>
  optionalField<string | null, string | undefined>(
    'html',
    (v) => readHtml(v, opts),
    opts.description,
  );

/** HTML that must be sent (a static page's content), though it may be empty. */
export const requiredHtml = (required: string, opts: HtmlOpts = {}) =>
  field<string, string>(
    'html',
    (v) => (v === undefined || v === null ? reject(required) : (readHtml(v, opts) ?? '')),
    opts.description,
  );
