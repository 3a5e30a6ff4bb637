import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InvoiceBillTo } from './invoice-bill-to';

/** Issue 30: an invoice of a lot won by a representative names the company it is billed to. */
describe('The bill-to line of an invoice', () => {
  it('names the company, its registration and country', () => {
    const bill_to = {
      company_id: 'co-1',
      name: 'Antwerp Rough BV',
      registration_number: 'BE0123',
      country: 'Belgium',
    };
    renderWithProviders(<InvoiceBillTo invoice={{ bill_to }} />);
    expect(screen.getByTestId('invoice-bill-to').textContent?.replace(/[\u2068\u2069]/g, '')).toBe(
      'Bill to: Antwerp Rough BV (registration BE0123, Belgium)',
    );
  });

  it('shows nothing for a buyer on their own', () => {
    renderWithProviders(<InvoiceBillTo invoice={{}} />);
    expect(screen.queryByTestId('invoice-bill-to')).toBeNull();
  });
});
