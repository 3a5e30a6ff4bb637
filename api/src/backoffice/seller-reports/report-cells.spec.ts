import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.rules.js';
import { reportDate, reportMoney } from './report-cells.js';

describe("A report's cells, on screen and in the CSV (spec section 7)", () => {
  it('writes dates MM-DD-YYYY h:mm a', () =>
    expect(reportDate('2026-11-24T15:05:00.000Z')).toBe('11-24-2026 3:05 pm'));
  it('writes money with $, thousands separators and 2 decimals', () =>
    expect(reportMoney(1_234_567_50)).toBe('$1,234,567.50'));
  it("writes a price per carat with '/ct'", () =>
    expect(reportMoney(800_00, 'per_carat')).toBe('$800.00/ct'));
  it('quotes an amount with a thousands separator in the CSV', () =>
    expect(csvLine([reportDate('2026-11-24T15:05:00.000Z'), reportMoney(1_250_00)])).toBe(
      '11-24-2026 3:05 pm,"$1,250.00"\r\n',
    ));
});
