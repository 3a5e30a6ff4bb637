import { badRequest } from '../../shared/errors/http-problem.js';

/** How the hand-parsed bodies document `custom_fields` (lot, auction and template forms). */
export const customFieldsDoc = (what: string) =>
  ['object', `The dynamic ${what} fields' values: { [fieldId]: text, number or boolean }`] as const;

/**
 * `custom_fields`: `{ [fieldId]: value }`, values as text (numbers and booleans accepted); absent,
 * null or '' is no values. Which ids are kept is the active fields' call (`FieldValuesChecker`).
 */
export function parseCustomFields(v: unknown): Record<string, string> {
  if (v === undefined || v === null || v === '') return {};
  const invalid = () =>
    badRequest('Invalid custom fields', 'request.invalid-field', { field: 'custom_fields' });
  if (typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length > 200) throw invalid();
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
    if (key.length > 128) throw invalid();
    if (typeof value === 'boolean') values[key] = value ? '1' : '0';
    else if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
    else if (value !== null) throw invalid();
    if ((values[key]?.length ?? 0) > 5000) throw invalid();
  }
  return values;
}
