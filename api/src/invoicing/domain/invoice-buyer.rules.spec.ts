import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import type { InvoiceCommand } from './invoice.commands.js';
import { invoiceDecider, type InvoiceState } from './invoice.decider.js';

const T0 = '2026-03-02T10:00:00.000Z';
const billTo = {
  companyId: 'co-1',
  name: 'Antwerp Rough BV',
  registrationNumber: 'BE1',
  country: 'BE',
};
const colleague = { id: 'buyer-2', role: 'buyer' as const };

/** Given: an invoice Ann (buyer-1) won, billed to her company co-1 (or to nobody). */
const given = (billed = true): InvoiceState =>
  invoiceDecider
    .decide(
      {
        type: 'RaiseInvoice',
        invoiceId: 'INV-1',
        number: 1,
        buyerId: 'buyer-1',
        sellerId: 'seller-1',
        items: [
          {
            lotId: 'lot-1',
            title: 'Ring',
            qty: 1,
            pricing: 'per_item',
            unitPrice: 60_00,
            weight: 100,
            total: 60_00,
          },
        ],
        buyersPremium: 0,
        tax: 0,
        depositApplied: 0,
        source: 'close',
        at: T0,
        ...(billed ? { billTo } : {}),
      },
      invoiceDecider.initialState(),
    )
    .reduce(invoiceDecider.evolve, invoiceDecider.initialState());

const address = {
  address1: '1 Diamond Way',
  address2: null,
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
  phone: '+1 212 555 0100',
};
const byColleague = (actorCompanyId: string | undefined): InvoiceCommand[] => {
  const by = { actor: colleague, at: T0, ...(actorCompanyId ? { actorCompanyId } : {}) };
  return [
    { type: 'ChooseOfflinePayment', ...by },
    {
      type: 'SetShippingAddress',
      address,
      judgement: { valid: true, reasons: [], validatedBy: 'offline' },
      ...by,
    },
    {
      type: 'ChooseShipping',
      ...{ quoteId: 'q-1', carrier: 'Post', service: 'Registered', amount: 20_00, days: 4 },
      country: 'US',
      ...by,
    },
  ];
};

describe('I1 (issue 30): the buyer side of a company invoice', () => {
  it('when Bob represents the company billed, he chooses the bank transfer, the address and the shipping as Ann would', () => {
    for (const cmd of byColleague('co-1'))
      expect(invoiceDecider.decide(cmd, given())).toHaveLength(1);
  });

  it('refuses him for another company, for none, and on an invoice billed to nobody', () => {
    for (const [company, billed] of [
      ['co-2', true],
      [undefined, true],
      ['co-1', false],
    ] as const)
      for (const cmd of byColleague(company))
        expect(rejectionCode(() => invoiceDecider.decide(cmd, given(billed)))).toBe(
          'invoice.forbidden',
        );
  });
});
