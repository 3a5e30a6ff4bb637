import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { dateColumn, moneyColumn } from './columns';
import { toCsv } from './data-table.model';

interface Lot {
  price: number;
  pricing: 'per_carat' | 'per_item';
  closes: string;
}
const lot: Lot = { price: 800, pricing: 'per_carat', closes: '2030-01-01T10:00:00.000Z' };
const price = moneyColumn(
  'price',
  'Price',
  (r: Lot) => r.price,
  (r) => r.pricing === 'per_carat',
);
const closes = dateColumn('closes', 'Closes', (r: Lot) => r.closes);

/** A cell's text as the screen shows it. */
const shown = (cell: ReactNode) =>
  renderWithProviders(<div data-testid="cell">{cell}</div>).container.querySelector(
    '[data-testid="cell"]',
  )?.textContent;

describe('The money and date columns', () => {
  it('show an amount per carat and an instant as the spec writes them', () => {
    expect(shown(price.cell(lot))).toBe('$800.00/ct');
    expect(shown(closes.cell(lot))).toBe('01-01-2030 10:00 am');
  });

  it('sort by the raw value and export what the screen shows', () => {
    expect([price.value?.(lot), closes.value?.(lot)]).toEqual([800, lot.closes]);
    expect(toCsv([price, closes], [lot])).toContain('$800.00/ct,01-01-2030 10:00 am');
  });
});
