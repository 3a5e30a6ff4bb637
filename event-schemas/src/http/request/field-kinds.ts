/**
 * What each request field accepts, as JSON Schema for the OpenAPI document: the fields in
 * `request-fields.ts` check the values, and each kind says what they let through, so a client
 * generated from the document sends what is accepted.
 */
const decimalText = (example: string) =>
  ({ type: 'string', description: `Decimal text, at most 2 decimals (${example})` }) as const;

const texts = { type: 'array', items: { type: 'string' } } as const;

export const fieldKinds = {
  /** Text (`text`, `requiredText`, `oneOf`: a JSON string). */
  string: { type: 'string' },
  /** HTML (`html`, `requiredHtml`): the server keeps the rich-text editor's tags, drops the rest. */
  html: { type: 'string', contentMediaType: 'text/html' },
  /** Text or a number taken as its text (a configuration value that may be money or text). */
  scalar: { type: ['string', 'number'] },
  /** A whole number, or its digits as text (`integer`, paging). */
  integer: {
    anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\s*-?\\d+\\s*$' }],
  },
  /** Dollars (`money`): a number or decimal text. */
  money: { anyOf: [{ type: 'number', minimum: 0 }, decimalText('"1250.50", "$1,250.50"')] },
  /** A non-negative decimal, at most 2 decimals (carats): a number or decimal text. */
  decimal: { anyOf: [{ type: 'number', minimum: 0 }, decimalText('"1.25"; no "$"')] },
  /** An id: text, or a number taken as its text. */
  id: { type: ['string', 'integer'] },
  /** Ids as a JSON array of text. */
  ids: texts,
  /** One id as text, or an array of them. */
  'id-or-ids': { anyOf: [{ type: 'string' }, texts] },
  /** Short texts as an array, or one text with one per line. */
  texts: { anyOf: [texts, { type: 'string' }] },
  /** The spec's 0|1 flags (`flag`): 0/1, '0'/'1', 'true'/'false' or a boolean. */
  flag: {
    anyOf: [
      { type: 'integer', enum: [0, 1] },
      { type: 'string', enum: ['0', '1', 'true', 'false'] },
      { type: 'boolean' },
    ],
  },
  /** An instant (`instant`): ISO 8601 text (a date alone too), or epoch milliseconds. */
  instant: {
    anyOf: [
      { type: 'string', description: 'ISO 8601' },
      { type: 'integer', description: 'Epoch milliseconds' },
    ],
  },
  /** A JSON array (its entries are described in words). */
  array: { type: 'array' },
  /** A JSON object (its keys are described in words). */
  object: { type: 'object' },
} as const satisfies Record<string, Record<string, unknown>>;

export type FieldKind = keyof typeof fieldKinds;
