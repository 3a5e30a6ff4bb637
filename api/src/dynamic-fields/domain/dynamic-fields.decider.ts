import { ownValue, setOwn } from '@facet/event-schemas';
import type { DynamicFieldEvent, DynamicFieldRecord } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';

type ViewPage = DynamicFieldRecord['view_page'];
type FieldType = DynamicFieldRecord['field_type'];

interface Base {
  at: string;
  actor: Actor;
}
/** `dynamic/propertyColumnAction`: add or edit one field's definition. */
export interface SaveDynamicField extends Base {
  type: 'SaveDynamicField';
  action: 'new' | 'edit';
  fieldId: string;
  view_page: ViewPage;
  label: string;
  field_type: FieldType;
  options: string[];
  is_required: boolean;
}
/** `dynamic/propertyColumnStatusAction`: 1 shown, 2 inactive. */
export interface ChangeDynamicFieldStatus extends Base {
  type: 'ChangeDynamicFieldStatus';
  fieldId: string;
  active: 1 | 2;
}
/** `dynamic/propertyColumnReOrder`: every field of one view_page, first shown first. */
export interface ReorderDynamicFields extends Base {
  type: 'ReorderDynamicFields';
  view_page: ViewPage;
  fieldIds: string[];
}
export type DynamicFieldsCommand =
  SaveDynamicField | ChangeDynamicFieldStatus | ReorderDynamicFields;

export interface DynamicFieldsState {
  fields: Record<string, DynamicFieldRecord>;
}

export const initialState = (): DynamicFieldsState => ({ fields: {} });
export const isTerminal = (_state: DynamicFieldsState): boolean => false;

export function evolve(state: DynamicFieldsState, event: DynamicFieldEvent): DynamicFieldsState {
  switch (event.type) {
    case 'DynamicFieldAdded':
    case 'DynamicFieldEdited': {
      const d = event.data;
      const field: DynamicFieldRecord = {
        id: d.fieldId,
        view_page: d.view_page,
        label: d.label,
        field_type: d.field_type,
        options: d.options,
        is_required: d.is_required ? 1 : 0,
        order: d.order,
        active: ownValue(state.fields, d.fieldId)?.active ?? 1,
      };
      return { fields: { ...state.fields, [d.fieldId]: field } };
    }
    case 'DynamicFieldStatusChanged': {
      const field = ownValue(state.fields, event.data.fieldId);
      if (!field) return state;
      return { fields: { ...state.fields, [field.id]: { ...field, active: event.data.active } } };
    }
    case 'DynamicFieldsReordered': {
      const fields = { ...state.fields };
      event.data.fieldIds.forEach((id, order) => {
        const field = ownValue(fields, id);
        if (field) setOwn(fields, id, { ...field, order });
      });
      return { fields };
    }
  }
}

/** The fields of one view_page in their order (inactive ones included: the admin sees them). */
export const fieldsOf = (state: DynamicFieldsState, viewPage: ViewPage): DynamicFieldRecord[] =>
  Object.values(state.fields)
    .filter((f) => f.view_page === viewPage)
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));

const sameDefinition = (f: DynamicFieldRecord, c: SaveDynamicField): boolean =>
  f.view_page === c.view_page &&
  f.label === c.label &&
  f.field_type === c.field_type &&
  f.is_required === (c.is_required ? 1 : 0) &&
  f.options.join('\n') === c.options.join('\n');

function decideSave(c: SaveDynamicField, state: DynamicFieldsState): DynamicFieldEvent[] {
  const existing = ownValue(state.fields, c.fieldId);
  if (c.action === 'new' && existing)
    return sameDefinition(existing, c) ? [] : reject('field.already-exists');
  if (c.action === 'edit' && !existing) reject('field.not-found');
  if (existing && sameDefinition(existing, c)) return [];
  if (c.field_type === 'select' && c.options.length === 0) reject('field.options-required');
  const options = c.field_type === 'select' ? c.options : [];
  // A new field goes last; an edit keeps its place unless it moves to another view_page.
  const order =
    existing && existing.view_page === c.view_page
      ? existing.order
      : Math.max(-1, ...fieldsOf(state, c.view_page).map((f) => f.order)) + 1;
  const data = {
    fieldId: c.fieldId,
    view_page: c.view_page,
    label: c.label,
    field_type: c.field_type,
    options,
    is_required: c.is_required,
    order,
    changedBy: c.actor.id,
    at: c.at,
  };
  return [{ type: c.action === 'new' ? 'DynamicFieldAdded' : 'DynamicFieldEdited', data }];
}

export function decide(
  command: DynamicFieldsCommand,
  state: DynamicFieldsState,
): DynamicFieldEvent[] {
  const { actor, at } = command;
  if (actor.role !== 'admin') reject('field.forbidden');
  const changedBy = actor.id;
  switch (command.type) {
    case 'SaveDynamicField':
      return decideSave(command, state);
    case 'ChangeDynamicFieldStatus': {
      const field = ownValue(state.fields, command.fieldId);
      if (!field) return reject('field.not-found');
      if (field.active === command.active) return [];
      const data = { fieldId: field.id, active: command.active, changedBy, at };
      return [{ type: 'DynamicFieldStatusChanged', data }];
    }
    case 'ReorderDynamicFields': {
      const current = fieldsOf(state, command.view_page).map((f) => f.id);
      const wanted = command.fieldIds;
      // The new order names every field of the page once: a stale screen cannot drop one.
      if (
        wanted.length !== current.length ||
        [...wanted].sort().join() !== [...current].sort().join()
      )
        reject('field.invalid-order');
      if (wanted.join() === current.join()) return [];
      const data = { view_page: command.view_page, fieldIds: wanted, changedBy, at };
      return [{ type: 'DynamicFieldsReordered', data }];
    }
  }
}

export const dynamicFieldsDecider = { decide, evolve, initialState, isTerminal } as const;
