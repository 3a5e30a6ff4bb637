import type { DynamicFieldRecord } from '@facet/event-schemas';

/** Keys of the `common` namespace a dynamic field's rule answers with (spec 5 wording). */
export type CustomFieldError = 'validation.required' | 'validation.invalidDecimal';

/** What every form holding the admin's dynamic fields keeps them in: text by field id. */
export interface WithCustomFields {
  custom_fields: Record<string, string>;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The dynamic fields' errors by form path (`custom_fields.<id>`): a required one left blank (an
 * unticked checkbox counts as blank), a number that is not a decimal. The server checks the same.
 */
export function customFieldErrors(
  fields: readonly DynamicFieldRecord[],
  values: Readonly<Record<string, string>>,
): Record<string, CustomFieldError> {
  const errors: Record<string, CustomFieldError> = {};
  for (const f of fields) {
    const value = values[f.id] ?? '';
    const missing = f.field_type === 'checkbox' ? value !== '1' : value.trim() === '';
    if (f.is_required === 1 && missing) errors[`custom_fields.${f.id}`] = 'validation.required';
    else if (f.field_type === 'number' && !missing && !DECIMAL.test(value.trim()))
      errors[`custom_fields.${f.id}`] = 'validation.invalidDecimal';
  }
  return errors;
}

/** The values sent: one per active field (a blank clears it), none of a field since removed. */
export const customFieldsBody = (
  fields: readonly Pick<DynamicFieldRecord, 'id'>[],
  values: Readonly<Record<string, string>>,
): Record<string, string> => Object.fromEntries(fields.map((f) => [f.id, values[f.id] ?? '']));
