import type { InvoiceDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import {
  billedToText,
  dateLine,
  itemCells,
  partyText,
  totalLines,
  warrantyLines,
} from './invoice-pdf.lines.js';

const item = {
  lotId: 'lot-1',
  title: 'Rough parcel',
  qty: 1,
  pricing: 'per_carat' as const,
  unitPrice: 1_200_00,
  weight: 25_10,
  total: 30_120_00,
};

/** An invoice won at a close, paid by wallet; fields the printed page does not read are left out. */
const invoice = (patch: Partial<InvoiceDoc> = {}): InvoiceDoc =>
  ({
    id: 'inv-1',
    number: 12,
    at: '2026-11-24T15:05:00.000Z',
    buyerId: 'user-7f0c2d8e',
    sellerId: 'user-3b1a4c36',
    items: [item],
    subtotal: 30_120_00,
    buyersPremium: 0,
    tax: 0,
    total: 30_120_00,
    depositApplied: 0,
    payments: [
      {
        key: 'user-7f0c2d8e:cmd-1',
        method: 'wallet',
        amount: 30_120_00,
        reference: 'user-7f0c2d8e:cmd-1',
        sandbox: false,
        recordedBy: 'user-7f0c2d8e',
        at: '2026-11-25T09:30:00.000Z',
      },
    ],
    paid: 30_120_00,
    balanceDue: 0,
    status: 'paid',
    ...patch,
  }) as InvoiceDoc;

describe('The printed invoice (issue 27, items 6 and 14)', () => {
  it('dates the invoice MM-DD-YYYY', () => expect(dateLine(invoice())).toBe('Date: 11-24-2026'));

  it("writes a per-carat item's weight with its decimals and its price per carat", () =>
    expect(itemCells(item)).toEqual(['Rough parcel', '25.10 cts', '$1,200.00/ct', '$30,120.00']));

  it('has no "Deposit applied -$0.00" line when no deposit was applied', () =>
    expect(totalLines(invoice()).map((l) => l.label)).not.toContain('Deposit applied'));

  it('shows the deposit when one was applied', () =>
    expect(totalLines(invoice({ depositApplied: 200_00 }))).toContainEqual({
      label: 'Deposit applied',
      cents: -200_00,
    }));

  it('names a payment by its method and date, never by a ledger or gateway reference', () => {
    const labels = totalLines(invoice()).map((l) => l.label);
    expect(labels).toContain('Payment (wallet) 11-25-2026');
    expect(labels.join(' ')).not.toContain('user-7f0c2d8e');
  });

  it('leaves an unknown party blank rather than print its id', () =>
    expect(partyText(null)).toBe(''));

  it('bills the company a representative won for (issue 30), naming the representative', () => {
    const billTo = {
      companyId: 'co-1',
      name: 'Antwerp Rough BV',
      registrationNumber: 'BE1',
      country: 'Belgium',
    };
    const ann = {
      id: 'u-1',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@rough.test',
      company_name: '',
      phone: '',
    };
    expect(billedToText({ billTo }, ann)).toBe(
      'Antwerp Rough BV\nReg. BE1, Belgium\nAttn: Ann Lee\nann@rough.test',
    );
    expect(billedToText({}, ann)).toBe(partyText(ann));
  });
});

describe('The printed invoice of rough (issue 30, System of Warranties)', () => {
  it('lists the KP certificate numbers and the WDC statement word for word', () => {
    const rough = { ...item, kpCertificate: 'BW-2026-004512' };
    const lines = warrantyLines(invoice({ items: [rough, { ...rough, kpCertificate: 'NA-77' }] }));
    expect(lines[0]).toBe('Kimberley Process certificates: BW-2026-004512, NA-77');
    expect(lines[1]).toBe(
      'The diamonds herein invoiced have been purchased from legitimate sources not involved in funding conflict, in compliance with United Nations Security Council Resolutions and corresponding national laws. The seller hereby guarantees that these diamonds are conflict free and confirms adherence to the WDC SoW Guidelines.',
    );
  });

  it('prints no warranty for polished or jewellery (no certificate on any line)', () =>
    expect(warrantyLines(invoice())).toEqual([]));
});
