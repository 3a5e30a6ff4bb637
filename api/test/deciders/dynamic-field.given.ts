import type { DynamicFieldRecord } from '@facet/event-schemas';

/** An admin's dynamic field as the read model keeps it: active, optional text on the lot form. */
export const aDynamicField = (
  id: string,
  extra: Partial<DynamicFieldRecord> = {},
): DynamicFieldRecord => ({
  id,
  view_page: 1,
  label: `Label ${id}`,
  field_type: 'text',
  options: [],
  is_required: 0,
  order: 0,
  active: 1,
  ...extra,
});
