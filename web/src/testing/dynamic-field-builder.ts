import type { DynamicFieldRecord } from '@facet/event-schemas';

/**
 * An active, optional text field the admin added to the lot form (view page 1), labelled by its
 * id; override what a rule needs (`view_page` 2 auction, 3 profile, 4 template).
 */
export function aDynamicField(
  id: string,
  overrides: Partial<DynamicFieldRecord> = {},
): DynamicFieldRecord {
  return {
    id,
    view_page: 1,
    label: id,
    field_type: 'text',
    options: [],
    is_required: 0,
    order: 0,
    active: 1,
    ...overrides,
  };
}
