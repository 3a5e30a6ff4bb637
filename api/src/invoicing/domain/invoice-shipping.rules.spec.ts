import type { InvoiceEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import { invoiceDecider, type InvoiceState, type RaiseInvoice } from './invoice.decider.js';
import type { SetShippingAddress } from './invoice-shipping.rules.js';
import {
  NEW_YORK as ADDRESS,
  pieceLine,
  raiseInvoice,
  shipTo,
} from '../../../test/deciders/invoice.given.js';

const T0 = '2026-03-02T10:00:00.000Z';
const BUYER: Actor = { id: 'buyer-1', role: 'buyer' };
const SELLER: Actor = { id: 'seller-1', role: 'seller' };
const ADMIN: Actor = { id: 'admin-1', role: 'admin' };
const STRANGER: Actor = { id: 'buyer-2', role: 'buyer' };
const raise = (source: 'checkout' | 'close'): RaiseInvoice =>
  raiseInvoice({
    invoiceId: 'INV-co-1',
    items: [{ ...pieceLine('lot-1', 'Rough 3 ct', 900_00), weight: 300 }],
    source,
  });
const fold = (state: InvoiceState, events: InvoiceEvent[]) =>
  events.reduce(invoiceDecider.evolve, state);
const decide = (state: InvoiceState, cmd: Parameters<typeof invoiceDecider.decide>[0]) =>
  invoiceDecider.decide(cmd, state);
const given = (source: 'checkout' | 'close' = 'checkout') =>
  fold(invoiceDecider.initialState(), decide(invoiceDecider.initialState(), raise(source)));
const setAddress = (over: Partial<SetShippingAddress> = {}): SetShippingAddress =>
  shipTo(BUYER, over);
const payWallet = (actor: Actor = BUYER) => ({
  type: 'RecordInvoicePayment' as const,
  key: `${actor.id}:pay-1`,
  method: 'wallet' as const,
  amount: 900_00,
  reference: 'ref',
  sandbox: false,
  actor,
  at: T0,
});
const rejection = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return 'accepted';
};

describe("A checkout invoice's shipping address", () => {
  it('SHIP-1: given a checkout invoice, when a stranger sets its address, then refused', () => {
    expect(rejection(() => decide(given(), setAddress({ actor: STRANGER })))).toBe(
      'invoice.forbidden',
    );
  });

  it('SHIP-1: given a checkout invoice, when its buyer, seller or an admin sets it, then it is kept', () => {
    for (const actor of [BUYER, SELLER, ADMIN]) {
      const events = decide(given(), setAddress({ actor }));
      expect(events[0]).toMatchObject({
        type: 'InvoiceShippingAddressSet',
        data: { address: ADDRESS, validatedBy: 'offline', setBy: actor.id },
      });
    }
  });

  it('SHIP-2: given an address the port found invalid, when set, then refused with its reasons', () => {
    const judgement = {
      valid: false,
      reasons: ['Boston is not a city of New York'],
      validatedBy: 'offline',
    };
    expect(rejection(() => decide(given(), setAddress({ judgement })))).toBe('address.invalid');
  });

  it('SHIP-3: given a paid invoice, when its address is changed, then refused', () => {
    const withAddress = fold(given(), decide(given(), setAddress()));
    const paid = fold(withAddress, decide(withAddress, payWallet()));
    expect(rejection(() => decide(paid, setAddress()))).toBe('invoice.already-paid');
  });

  it('SHIP-4: given a checkout invoice with no address, when paid from the wallet, then refused', () => {
    expect(rejection(() => decide(given(), payWallet()))).toBe('invoice.no-shipping-address');
  });

  it('SHIP-4: given a checkout invoice with no address, when a bank transfer is chosen, then refused', () => {
    const choose = { type: 'ChooseOfflinePayment' as const, actor: BUYER, at: T0 };
    expect(rejection(() => decide(given(), choose))).toBe('invoice.no-shipping-address');
  });

  it('SHIP-4: given the address set, when paid from the wallet, then the payment is recorded', () => {
    const withAddress = fold(given(), decide(given(), setAddress()));
    expect(withAddress.shipTo).toEqual({ address: ADDRESS, validatedBy: 'offline' });
    expect(decide(withAddress, payWallet())[0]?.type).toBe('InvoicePaymentRecorded');
  });

  it("SHIP-4: given a win's invoice (may be collected), when paid without an address, then recorded", () => {
    expect(decide(given('close'), payWallet())[0]?.type).toBe('InvoicePaymentRecorded');
  });

  it('SHIP-4: given money a gateway already took online, when recorded with no address, then kept', () => {
    const online = { ...payWallet(), method: 'online' as const };
    expect(decide(given(), online)[0]?.type).toBe('InvoicePaymentRecorded');
  });
});
