import { describe, expect, it } from 'vitest';
import { validateLot } from './lot-form.rules';
import { aCompleteLotForm } from './lot-form-values.builder';

/** Issue 27 item 9, spec 5: date pickers min 1900, max 2100. */
describe("The lot form's dates", () => {
  it('given a start in 1899 or an end in 2101, answers the range message', () => {
    expect(
      validateLot(aCompleteLotForm({ date_added: '1899-12-31T23:59' }), [], 3).date_added,
    ).toBe('validation.dateRange');
    expect(
      validateLot(aCompleteLotForm({ date_closed: '2101-01-01T00:00' }), [], 3).date_closed,
    ).toBe('validation.dateRange');
  });

  it('given dates in 1900 and 2100, takes them', () => {
    const errors = validateLot(
      aCompleteLotForm({ date_added: '1900-01-01T00:00', date_closed: '2100-12-31T23:59' }),
      [],
      3,
    );
    expect(errors.date_added).toBeUndefined();
    expect(errors.date_closed).toBeUndefined();
  });
});
