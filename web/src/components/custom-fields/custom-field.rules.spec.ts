import { describe, expect, it } from 'vitest';
import { customFieldErrors, customFieldsBody } from './custom-field.rules';
import { aDynamicField } from '@/testing/dynamic-field-builder';

describe("The rules of the admin's dynamic fields on any form", () => {
  it('asks for a blank required field, an unticked required checkbox included', () => {
    const fields = [
      aDynamicField('a', { is_required: 1 }),
      aDynamicField('c', { field_type: 'checkbox', is_required: 1 }),
      aDynamicField('o'),
    ];
    expect(customFieldErrors(fields, { a: '  ', c: '0' })).toEqual({
      'custom_fields.a': 'validation.required',
      'custom_fields.c': 'validation.required',
    });
  });

  it('refuses a number field that is not a decimal, and takes one that is', () => {
    const fields = [aDynamicField('n', { field_type: 'number' })];
    expect(customFieldErrors(fields, { n: '1,5' })).toEqual({
      'custom_fields.n': 'validation.invalidDecimal',
    });
    expect(customFieldErrors(fields, { n: '-1.5' })).toEqual({});
  });

  it('sends one value per active field, blank when left empty, never a removed one', () => {
    expect(
      customFieldsBody([aDynamicField('a'), aDynamicField('b')], { a: 'x', gone: 'y' }),
    ).toEqual({
      a: 'x',
      b: '',
    });
  });
});
