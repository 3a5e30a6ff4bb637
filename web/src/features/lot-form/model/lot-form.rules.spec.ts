import { describe, expect, it } from 'vitest';
import { toSaveLotRequest } from './lot-form.request';
import { validateLot } from './lot-form.rules';
import { aCompleteLotForm } from './lot-form-values.builder';
import { aDynamicField } from '@/testing/dynamic-field-builder';

describe('The lot form rules (spec 5)', () => {
  it('accepts a complete per-carat lot with three images', () => {
    expect(validateLot(aCompleteLotForm(), [], 3)).toEqual({});
  });

  it("answers 'Required' for a missing title, start price and dates", () => {
    const errors = validateLot(
      aCompleteLotForm({ title: ' ', sprice: '', date_added: '', date_closed: '' }),
      [],
      3,
    );
    expect(errors).toMatchObject({
      title: 'validation.required',
      sprice: 'validation.required',
      date_added: 'validation.required',
      date_closed: 'validation.required',
    });
  });

  it.each(['12.345', '1e3', '-5', '12,50', 'abc'])(
    "answers 'invalid decimal' for a price typed as %s",
    (sprice) => {
      expect(validateLot(aCompleteLotForm({ sprice }), [], 3).sprice).toBe(
        'validation.invalidDecimal',
      );
    },
  );

  it('needs a weight per carat, not per item', () => {
    expect(validateLot(aCompleteLotForm({ weight: '' }), [], 3).weight).toBe('validation.required');
    expect(
      validateLot(aCompleteLotForm({ weight: '', pricing: 'per_item' }), [], 3).weight,
    ).toBeUndefined();
  });

  it('needs a buy-now price only with buy now, and a deposit amount only with a deposit', () => {
    expect(validateLot(aCompleteLotForm({ buynow: true }), [], 3).bprice).toBe(
      'validation.required',
    );
    expect(validateLot(aCompleteLotForm({ deposit: true }), [], 3).deposit_amount).toBe(
      'validation.required',
    );
    expect(validateLot(aCompleteLotForm(), [], 3)).toEqual({});
  });

  it('refuses an end before the start', () => {
    expect(
      validateLot(aCompleteLotForm({ date_closed: '2026-04-01T10:00' }), [], 3).date_closed,
    ).toBe('validation.closeAfterStart');
  });

  it('asks for at least three images', () => {
    expect(validateLot(aCompleteLotForm(), [], 2).images).toBe('validation.minImages');
  });

  it("enforces the admin's required fields and number fields", () => {
    const fields = [
      aDynamicField('origin', { is_required: 1 }),
      aDynamicField('depth', { field_type: 'number' }),
    ];
    expect(validateLot(aCompleteLotForm({ custom_fields: { depth: 'deep' } }), fields, 3)).toEqual({
      'custom_fields.origin': 'validation.required',
      'custom_fields.depth': 'validation.invalidDecimal',
    });
  });
});

describe('The projectAction body', () => {
  const images = [1, 2, 3].map((n) => ({ file_name: `img-${n}.png`, type: 1, title: `T${n}` }));

  it('sends amounts as the typed decimal text, never as a float', () => {
    const body = toSaveLotRequest(aCompleteLotForm({ rprice: '2000.10' }), 'new', null, images, []);
    expect(body).toMatchObject({ sprice: '1250.50', rprice: '2000.10', weight: '4.07' });
    expect(typeof body.sprice).toBe('string');
  });

  it('makes the first image the avatar and keeps the captions', () => {
    const body = toSaveLotRequest(aCompleteLotForm(), 'new', null, images, []);
    expect(body.avatar).toBe('img-1.png');
    expect(body.allattachmentlist).toEqual(images);
  });

  it('leaves out a buy-now price and deposit amount that are switched off', () => {
    const body = toSaveLotRequest(
      aCompleteLotForm({ bprice: '99', deposit_amount: '10' }),
      'edit',
      'L1',
      images,
      [],
    );
    expect(body).toMatchObject({ action: 'edit', id: 'L1', bprice: null, deposit_amount: null });
  });

  it('sends a value for each active field only', () => {
    const body = toSaveLotRequest(
      aCompleteLotForm({ custom_fields: { origin: 'Jwaneng', gone: 'x' } }),
      'new',
      null,
      images,
      ['origin', 'colour'],
    );
    expect(body.custom_fields).toEqual({ origin: 'Jwaneng', colour: '' });
  });
});
