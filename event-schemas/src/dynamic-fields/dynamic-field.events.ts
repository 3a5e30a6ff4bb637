import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/** Spec 3: view_page 1 project (lot), 2 auction, 3 user, 4 template. */
export const dynamicViewPage = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const dynamicFieldType = z.enum(['text', 'number', 'select', 'textarea', 'checkbox']);

const definition = z.object({
  fieldId: id,
  view_page: dynamicViewPage,
  label: z.string().min(1).max(200),
  field_type: dynamicFieldType,
  /** The choices of a select; empty for other types. */
  options: z.array(z.string().min(1).max(200)).max(100),
  is_required: z.boolean(),
  order: z.number().int().nonnegative(),
  changedBy: id,
  at: instant,
});

export const DynamicFieldAdded = defineEvent('DynamicFieldAdded', 1, definition);
export const DynamicFieldEdited = defineEvent('DynamicFieldEdited', 1, definition);

/** Spec 3: active 1 = shown, 2 = inactive (hidden everywhere). */
export const DynamicFieldStatusChanged = defineEvent(
  'DynamicFieldStatusChanged',
  1,
  z.object({
    fieldId: id,
    active: z.union([z.literal(1), z.literal(2)]),
    changedBy: id,
    at: instant,
  }),
);

/** The fields of one view_page in their new order (first shown first). */
export const DynamicFieldsReordered = defineEvent(
  'DynamicFieldsReordered',
  1,
  z.object({
    view_page: dynamicViewPage,
    fieldIds: z.array(id).max(500),
    changedBy: id,
    at: instant,
  }),
);
