import type { RecordAnswer, RecordsAnswer, SavedIdAnswer } from './answer.model.js';

/** A dynamic field as `dynamic/getAllDynamicArray` and the admin's list serve it (spec 3). */
export interface DynamicFieldRecord {
  id: string;
  /** 1 project (lot), 2 auction, 3 user, 4 template. */
  view_page: 1 | 2 | 3 | 4;
  label: string;
  field_type: 'text' | 'number' | 'select' | 'textarea' | 'checkbox';
  options: string[];
  is_required: 0 | 1;
  order: number;
  /** 1 shown, 2 inactive (hidden everywhere). */
  active: 1 | 2;
}

/** `dynamic/propertyColumnReOrder`: the form's fields in their new order. */
export type DynamicFieldsAnswer = RecordsAnswer<DynamicFieldRecord>;

/** `dynamic/getAllDynamicArray` and `dynamic/propertyColumns`: the fields of one form. */
export interface DynamicFieldList extends DynamicFieldsAnswer {
  totalRecords: number;
}

/** `dynamic/propertyColumnAction`: the saved field's id and the form's fields after it. */
export type DynamicFieldSavedAnswer = SavedIdAnswer & DynamicFieldsAnswer;

/** `dynamic/getSingleProperty`: one field's definition. */
export type DynamicFieldAnswer = RecordAnswer<DynamicFieldRecord>;

/** `dynamic/propertyColumnStatusAction`: the field and whether it is now shown (1) or hidden (2). */
export interface DynamicFieldStatusAnswer {
  id: string;
  active: DynamicFieldRecord['active'];
}
