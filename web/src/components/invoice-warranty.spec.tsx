import type { InvoiceItemRecord } from '@facet/event-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InvoiceWarranty } from './invoice-warranty';

const STATEMENT =
  'The diamonds herein invoiced have been purchased from legitimate sources not involved in funding conflict, in compliance with United Nations Security Council Resolutions and corresponding national laws. The seller hereby guarantees that these diamonds are conflict free and confirms adherence to the WDC SoW Guidelines.';
const item = (over: Partial<InvoiceItemRecord> = {}): InvoiceItemRecord => ({
  project_id: 'L1',
  title: '4.07 ct rough',
  qty: 1,
  pricing: 'per_carat',
  unit_price: 1_000,
  weight: 4.07,
  total: 4_070,
  ...over,
});

describe('The invoice of rough (issue 30, System of Warranties)', () => {
  it("shows its lots' KP certificates and the WDC statement word for word", () => {
    renderWithProviders(
      <InvoiceWarranty
        invoice={{
          invoiceItems: [
            item({ kp_certificate: 'BW-2026-004512' }),
            item({ project_id: 'L2', kp_certificate: 'NA-77' }),
          ],
          warranty_statement: STATEMENT,
        }}
      />,
    );
    expect(screen.getByTestId('invoice-kp-certificates').textContent).toBe(
      'Kimberley Process certificates: BW-2026-004512, NA-77',
    );
    expect(screen.getByTestId('invoice-warranty-statement').textContent).toBe(STATEMENT);
  });

  it('shows no warranty on an invoice of jewellery', () => {
    renderWithProviders(<InvoiceWarranty invoice={{ invoiceItems: [item()] }} />);
    expect(screen.queryByTestId('invoice-warranty')).toBeNull();
  });
});
