import { ownValue, setOwn } from '../../keyed-records.js';
import { z } from 'zod';
import type {
  DynamicFieldAnswer,
  DynamicFieldList,
  DynamicFieldRecord,
  DynamicFieldSavedAnswer,
  DynamicFieldsAnswer,
  DynamicFieldStatusAnswer,
} from '../../read-models/dynamic-field.model.js';
import {
  commandId,
  field,
  flag,
  id,
  oneOfOr,
  optionalField,
  raw,
  readInteger,
  reject,
  requiredText,
} from '../request/fields.js';
import { answer, alias, route } from '../request/route.js';
import { editNamesId, saveAction } from '../request/save-action.js';

type ViewPage = DynamicFieldRecord['view_page'];
type CustomValue = string | number | boolean | null;

const viewPageText = 'The form the fields belong to: 1 lot, 2 auction, 3 user, 4 template';

/** `view_page`, required ('Required!'). */
const viewPage = field<ViewPage, ViewPage>(
  'integer',
  (v) => readInteger(v, { required: 'Required!', min: 1, max: 4 }) as ViewPage,
  viewPageText,
);

/**
 * `custom_fields` of a lot, auction, user or template form: `{ [fieldId]: value }`, values as text
 * (numbers and booleans taken as their text); absent, null or '' is no values. Which ids are kept
 * is the admin's active fields' call, on the server.
 */
export const customFields = (what: string) =>
  optionalField<Record<string, CustomValue> | null | '', Record<string, string>>(
    'object',
    (v) => {
      if (v === undefined || v === null || v === '') return {};
      const invalid = () => reject('Invalid custom fields');
      if (typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length > 200) invalid();
      const values: Record<string, string> = {};
      for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
        if (key.length > 128) invalid();
        if (typeof value === 'boolean') setOwn(values, key, value ? '1' : '0');
        else if (typeof value === 'string' || typeof value === 'number')
          setOwn(values, key, String(value));
        else if (value !== null) invalid();
        if ((ownValue(values, key)?.length ?? 0) > 5000) invalid();
      }
      return values;
    },
    `The dynamic ${what} fields' values: { [fieldId]: text, number or boolean }`,
  );

/** The active fields of a form, in order, for anyone (`view_page` 1 when left out). */
export const listActiveFields = route({
  path: 'dynamic/getAllDynamicArray',
  request: z.strictObject({
    view_page: optionalField<ViewPage | null, ViewPage>(
      'integer',
      (v) => (readInteger(v, { min: 1, max: 4 }) ?? 1) as ViewPage,
      `${viewPageText} (1 when left out)`,
    ),
  }),
  answer: answer<DynamicFieldList>(),
});

/** The same list, as the spec's common functions name it. */
export const listActiveFieldsInCommon = alias(
  listActiveFields,
  'commonFunction/getAllDynamicArray',
);

/** Every field of a form, hidden ones too (admin). */
export const listDynamicFields = route({
  path: 'dynamic/propertyColumns',
  request: z.strictObject({
    view_page: viewPage,
    limit: raw<number | string>('integer', 'Accepted, not used: a form has few fields'),
    page: raw<number | string>('integer', 'Accepted, not used: every field is listed'),
  }),
  answer: answer<DynamicFieldList>(),
});

/** One field's definition (admin). */
export const getDynamicField = route({
  path: 'dynamic/getSingleProperty',
  request: z.strictObject({ id: id('Required', { description: 'The field' }) }),
  answer: answer<DynamicFieldAnswer>(),
});

/** A form's fields in the order the admin dragged them into. */
export const reorderDynamicFields = route({
  path: 'dynamic/propertyColumnReOrder',
  request: z.strictObject({
    view_page: viewPage,
    ids: field<string[], string[]>(
      'ids',
      (v) =>
        Array.isArray(v) && v.length <= 500 && v.every((i) => typeof i === 'string')
          ? v
          : reject('Invalid order'),
      'The ids in their new order',
    ),
  }),
  answer: answer<DynamicFieldsAnswer>(),
});

/** Shows (1) or hides (2) a field everywhere (admin). */
export const changeDynamicFieldStatus = route({
  path: 'dynamic/propertyColumnStatusAction',
  request: z.strictObject({
    id: id('Required', { description: 'The field' }),
    active: field<1 | 2, 1 | 2>(
      'integer',
      (v) => readInteger(v, { required: 'Required!', min: 1, max: 2 }) as 1 | 2,
      'Required: 1 shows the field, 2 hides it',
    ),
  }),
  answer: answer<DynamicFieldStatusAnswer>(),
});

const FIELD_TYPES = ['text', 'number', 'select', 'textarea', 'checkbox'] as const;

/** A select's options: an array of short texts, or one text with an option per line. */
const options = optionalField<string[] | string | null, string[]>(
  'texts',
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    const list = typeof v === 'string' ? v.split('\n') : v;
    if (!Array.isArray(list) || list.length > 100) return reject('Invalid options');
    const texts = list.map((o: unknown) =>
      typeof o !== 'string' || o.length > 200 ? reject('Invalid options') : o.trim(),
    );
    return [...new Set(texts.filter((o) => o !== ''))];
  },
  'The choices of a select field',
);

/** Adds or edits one field's definition (admin). */
export const saveDynamicField = route({
  path: 'dynamic/propertyColumnAction',
  request: z
    .strictObject({
      ...saveAction('field'),
      view_page: viewPage,
      label: requiredText('Required!', {
        max: 200,
        description: 'The field label, required, at most 200 characters',
      }),
      field_type: oneOfOr(FIELD_TYPES, 'text', { description: 'The input kind (default text)' }),
      options,
      is_required: flag(false, { description: 'Required on the form (1/0, true/false)' }),
      commandId,
    })
    .superRefine(editNamesId),
  answer: answer<DynamicFieldSavedAnswer>(),
});
