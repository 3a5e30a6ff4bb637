import type { AuctionTemplateRecord, DynamicFieldRecord, RouteBody } from '@facet/event-schemas';
import { customFieldsBody } from '@/components/custom-fields/custom-field.rules';

export interface TemplateFormValues {
  title: string;
  description: string;
  avatar: string | null;
  duration_hours: number | string;
  auctiontype: 'standard' | 'reverse' | 'sealed';
  pricing: 'per_carat' | 'per_item';
  deposit: boolean;
  deposit_amount: number | string;
  /** The admin's dynamic template fields (view_page 4) by field id. */
  custom_fields: Record<string, string>;
}

export type TemplateFormError = 'form.required' | 'templates.form.wholeHours';

const blank = (v: unknown) => v === '' || v === null || v === undefined;

/** 'Required' title and duration (whole hours, at least 1); a deposit needs its amount. */
export function validateTemplate(
  v: TemplateFormValues,
): Partial<Record<keyof TemplateFormValues, TemplateFormError>> {
  const errors: Partial<Record<keyof TemplateFormValues, TemplateFormError>> = {};
  if (!v.title.trim()) errors.title = 'form.required';
  if (blank(v.duration_hours)) errors.duration_hours = 'form.required';
  else if (!Number.isInteger(Number(v.duration_hours)) || Number(v.duration_hours) < 1)
    errors.duration_hours = 'templates.form.wholeHours';
  if (v.deposit && blank(v.deposit_amount)) errors.deposit_amount = 'form.required';
  return errors;
}

export const emptyTemplate = (): TemplateFormValues => ({
  title: '',
  description: '',
  avatar: null,
  duration_hours: 168,
  auctiontype: 'standard',
  pricing: 'per_carat',
  deposit: false,
  deposit_amount: '',
  custom_fields: {},
});

export const fromTemplateRecord = (r: AuctionTemplateRecord): TemplateFormValues => ({
  title: r.title,
  description: r.description,
  avatar: r.avatar,
  duration_hours: r.duration_hours,
  ...r.lot_defaults,
  deposit: r.lot_defaults.deposit === 1,
  deposit_amount: r.lot_defaults.deposit ? r.lot_defaults.deposit_amount : '',
  custom_fields: { ...(r.custom_fields ?? {}) },
});

/**
 * The body of `seller/template/auction/auctionAction`; amounts in dollars, as the api takes them,
 * and a value for each of the admin's active template `fields`.
 */
export const toTemplateAction = (
  v: TemplateFormValues,
  id: string | null,
  fields: readonly DynamicFieldRecord[] = [],
): RouteBody<'seller/template/auction/auctionAction'> => ({
  action: id ? 'edit' : 'new',
  ...(id ? { id } : {}),
  title: v.title.trim(),
  description: v.description,
  avatar: v.avatar ?? '',
  duration_hours: Number(v.duration_hours),
  auctiontype: v.auctiontype,
  pricing: v.pricing,
  deposit: v.deposit ? 1 : 0,
  ...(v.deposit ? { deposit_amount: String(v.deposit_amount) } : {}),
  custom_fields: customFieldsBody(fields, v.custom_fields),
});
