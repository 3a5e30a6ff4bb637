import type { DynamicFieldRecord } from '@facet/event-schemas';
import { customFieldErrors } from '@/components/custom-fields/custom-field.rules';
import { withinPickerYears } from '@/lib/picker-range';
import type { LotFormValues } from './lot-form.values';

/** Keys of the `lotform` namespace a rule answers with (spec 5 wording), relative to it. */
export type LotFormError =
  | 'validation.required'
  | 'validation.invalidDecimal'
  | 'validation.wholeNumber'
  | 'validation.closeAfterStart'
  | 'validation.dateRange'
  | 'validation.minImages';

// Dollars and carats at the edge: at most two decimals, never a float sent (api-contract.md).
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
/** Spec: 3+ images; the first is the lot's avatar. */
export const MIN_IMAGES = 3;

const blank = (v: string) => v.trim() === '';

function decimal(v: string, required: boolean): LotFormError | null {
  if (blank(v)) return required ? 'validation.required' : null;
  return DECIMAL.test(v.trim()) ? null : 'validation.invalidDecimal';
}

function whole(v: string, required: boolean): LotFormError | null {
  if (blank(v)) return required ? 'validation.required' : null;
  return WHOLE.test(v.trim()) ? null : 'validation.wholeNumber';
}

/** Spec 5: required, and a date picker's years are 1900 to 2100. */
function dateError(v: string): LotFormError | null {
  if (blank(v)) return 'validation.required';
  return withinPickerYears(v) ? null : 'validation.dateRange';
}

/** The form's errors by field path (`custom_fields.<id>` for dynamic fields); empty when valid. */
export function validateLot(
  v: LotFormValues,
  fields: readonly DynamicFieldRecord[],
  imageCount: number,
): Record<string, LotFormError> {
  const errors: Record<string, LotFormError | null> = {
    title: blank(v.title) ? 'validation.required' : null,
    sprice: decimal(v.sprice, true),
    rprice: decimal(v.rprice, false),
    bprice: decimal(v.bprice, v.buynow),
    offer_minimum: decimal(v.offer_minimum, false),
    qty: whole(v.qty, true),
    deposit_amount: decimal(v.deposit_amount, v.deposit),
    weight: decimal(v.weight, v.pricing === 'per_carat'),
    total_stones: whole(v.total_stones, false),
    average_size: decimal(v.average_size, false),
    date_added: dateError(v.date_added),
    date_closed:
      dateError(v.date_closed) ??
      (!blank(v.date_added) && new Date(v.date_closed) <= new Date(v.date_added)
        ? 'validation.closeAfterStart'
        : null),
    images: imageCount < MIN_IMAGES ? 'validation.minImages' : null,
  };
  // The dynamic fields' rules are every form's (the same keys live in the lotform namespace).
  Object.assign(errors, customFieldErrors(fields, v.custom_fields));
  return Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, LotFormError] => e[1] !== null),
  );
}
