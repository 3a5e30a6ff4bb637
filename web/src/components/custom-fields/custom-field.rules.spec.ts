import type { DynamicFieldRecord } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { customFieldErrors, customFieldsBody } from './custom-field.rules';

const field = (id: string, extra: Partial<DynamicFieldRecord> = {}): DynamicFieldRecord => ({
  id,
  view_page: 2,
  label: id,
  field_type: 'text',
  options: [],
  is_required: 0,
  order: 0,
  active: 1,
  ...extra,
});

describe("The rules of the admin's dynamic fields on any form", () => {
  it('asks for a blank required field, an unticked required checkbox included', () => {
    const fields = [
      field('a', { is_required: 1 }),
      field('c', { field_type: 'checkbox', is_required: 1 }),
      field('o'),
    ];
    expect(customFieldErrors(fields, { a: '  ', c: '0' })).toEqual({
      'custom_fields.a': 'validation.required',
      'custom_fields.c': 'validation.required',
    });
  });

  it('refuses a number field that is not a decimal, and takes one that is', () => {
    const fields = [field('n', { field_type: 'number' })];
    expect(customFieldErrors(fields, { n: '1,5' })).toEqual({
      'custom_fields.n': 'validation.invalidDecimal',
    });
    expect(customFieldErrors(fields, { n: '-1.5' })).toEqual({});
  });

  it('sends one value per active field, blank when left empty, never a removed one', () => {
    expect(customFieldsBody([field('a'), field('b')], { a: 'x', gone: 'y' })).toEqual({
      a: 'x',
      b: '',
    });
  });
});
