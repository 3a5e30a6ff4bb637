import { ownValue, setOwn } from '@facet/event-schemas';
import type { DynamicFieldRecord } from '@facet/event-schemas';

/** Why an object's dynamic field values were refused, in the spec's validation wording (spec 5). */
export interface FieldValueProblem {
  fieldId: string;
  label: string;
  message: 'Required!' | 'invalid decimal' | 'Invalid option';
}

export type FieldValuesResult =
  { ok: true; values: Record<string, string> } | { ok: false; problem: FieldValueProblem };

const DECIMAL = /^-?\d+(\.\d+)?$/;

// A checkbox sends '1' when ticked: an unticked required checkbox is missing like a blank text.
const blank = (f: DynamicFieldRecord, v: string): boolean =>
  v.trim() === '' || (f.field_type === 'checkbox' && v !== '1');

function problemOf(f: DynamicFieldRecord, v: string): FieldValueProblem['message'] | null {
  if (blank(f, v)) return f.is_required ? 'Required!' : null;
  if (f.field_type === 'number' && !DECIMAL.test(v.trim())) return 'invalid decimal';
  if (f.field_type === 'select' && !f.options.includes(v)) return 'Invalid option';
  return null;
}

/**
 * The values an object of `viewPage` keeps (1 lot, 2 auction, 3 user, 4 template): one per active
 * field of that view_page (inactive, other pages' and unknown ids are dropped, so a hidden field
 * never shows), required ones present, numbers and choices valid.
 */
export function checkFieldValues(
  viewPage: DynamicFieldRecord['view_page'],
  fields: readonly DynamicFieldRecord[],
  submitted: Readonly<Record<string, string>>,
): FieldValuesResult {
  const values: Record<string, string> = {};
  for (const f of fields) {
    if (f.view_page !== viewPage || f.active !== 1) continue;
    const v = ownValue(submitted, f.id) ?? '';
    const message = problemOf(f, v);
    if (message) return { ok: false, problem: { fieldId: f.id, label: f.label, message } };
    if (!blank(f, v)) setOwn(values, f.id, f.field_type === 'checkbox' ? '1' : v.trim());
  }
  return { ok: true, values };
}

/** A lot's values: the fields of view_page 1. */
export const checkLotFieldValues = (
  fields: readonly DynamicFieldRecord[],
  submitted: Readonly<Record<string, string>>,
): FieldValuesResult => checkFieldValues(1, fields, submitted);
