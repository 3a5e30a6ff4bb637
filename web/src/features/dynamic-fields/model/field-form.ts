import type { DynamicFieldRecord, RouteBody } from '@facet/event-schemas';

export type FieldType = DynamicFieldRecord['field_type'];
export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'number',
  'select',
  'textarea',
  'checkbox',
];

export interface FieldFormValues {
  label: string;
  field_type: FieldType;
  /** One option per line (a select's choices). */
  options: string;
  is_required: boolean;
}

/** What `dynamic/propertyColumnAction` takes. */
export type FieldRequest = RouteBody<'dynamic/propertyColumnAction'>;

export const fieldFormValues = (f?: DynamicFieldRecord): FieldFormValues => ({
  label: f?.label ?? '',
  field_type: f?.field_type ?? 'text',
  options: f?.options.join('\n') ?? '',
  is_required: f?.is_required === 1,
});

export function toFieldRequest(
  v: FieldFormValues,
  viewPage: DynamicFieldRecord['view_page'],
  editing?: DynamicFieldRecord,
): FieldRequest {
  return {
    action: editing ? 'edit' : 'new',
    ...(editing ? { id: editing.id } : {}),
    view_page: viewPage,
    label: v.label.trim(),
    field_type: v.field_type,
    options:
      v.field_type === 'select'
        ? v.options
            .split('\n')
            .map((o) => o.trim())
            .filter((o) => o !== '')
        : [],
    is_required: v.is_required ? 1 : 0,
  };
}

/** Spec 9: a drag starts after a hold of 250 ms on touch and 100 ms with a mouse. */
export const DRAG_HOLD_MS = { touch: 250, mouse: 100 } as const;
/** How far a finger or pointer may wander during the hold before it counts as a scroll. */
export const DRAG_TOLERANCE_PX = 5;
