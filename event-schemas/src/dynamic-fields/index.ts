import type { EventsOf } from '../lots/index.js';
import {
  DynamicFieldAdded,
  DynamicFieldEdited,
  DynamicFieldsReordered,
  DynamicFieldStatusChanged,
} from './dynamic-field.events.js';

export * from './dynamic-field.events.js';

export const dynamicFieldEvents = [
  DynamicFieldAdded,
  DynamicFieldEdited,
  DynamicFieldStatusChanged,
  DynamicFieldsReordered,
] as const;

export type DynamicFieldEvent = EventsOf<(typeof dynamicFieldEvents)[number]>;

/** The marketplace keeps every view_page's fields in one stream (`dynamic-fields-marketplace`). */
export const dynamicFieldsStream = (name = 'marketplace'): string => `dynamic-fields-${name}`;
