import type { Decider } from '@facet/event-store';
import type { PaymentCustomerEvent, savedPaymentSource } from '@facet/event-schemas';
import type { z } from 'zod';
import { reject } from '../../shared/domain/domain-rejection.js';

export type SavedSource = z.infer<typeof savedPaymentSource>;

export interface PaymentCustomerState {
  customer: { customerId: string; email: string; name: string } | null;
  defaultSource: string | null;
  /** In the order they were saved; a Map so no client id meets a prototype key. */
  sources: ReadonlyMap<string, SavedSource>;
}

/** The sandbox's micro-deposits, as Stripe's test mode sends them: 32 and 45 cents. */
export const TEST_MICRO_DEPOSITS: readonly [number, number] = [32, 45];

type At = { userId: string; at: string };
export type PaymentCustomerCommand =
  | ({ type: 'CreatePaymentCustomer'; customerId: string; email: string; name: string } & At)
  | ({
      type: 'UpdatePaymentCustomer';
      email?: string | undefined;
      name?: string | undefined;
      defaultSource?: string | undefined;
    } & At)
  | ({ type: 'SavePaymentSource'; source: SavedSource } & At)
  | ({ type: 'ChangePaymentSource'; sourceId: string; exp_month?: number; exp_year?: number } & At)
  | ({ type: 'VerifyPaymentSource'; sourceId: string; amounts: [number, number] } & At)
  | ({ type: 'RemovePaymentSource'; sourceId: string } & At);

const initialState = (): PaymentCustomerState => ({
  customer: null,
  defaultSource: null,
  sources: new Map(),
});

function evolve(s: PaymentCustomerState, e: PaymentCustomerEvent): PaymentCustomerState {
  switch (e.type) {
    case 'PaymentCustomerCreated': {
      const { customerId, email, name } = e.data;
      return { ...s, customer: { customerId, email, name } };
    }
    case 'PaymentCustomerUpdated': {
      const { email, name, defaultSource } = e.data;
      const customer = s.customer && {
        ...s.customer,
        ...(email !== undefined && { email }),
        ...(name !== undefined && { name }),
      };
      return { ...s, customer, defaultSource: defaultSource ?? s.defaultSource };
    }
    case 'PaymentSourceSaved':
      return { ...s, sources: new Map(s.sources).set(e.data.source.id, e.data.source) };
    case 'PaymentSourceChanged': {
      const { sourceId, at: _at, userId: _u, ...changes } = e.data;
      const was = s.sources.get(sourceId);
      if (!was) return s;
      return { ...s, sources: new Map(s.sources).set(sourceId, { ...was, ...changes }) };
    }
    case 'PaymentSourceRemoved': {
      const sources = new Map(s.sources);
      sources.delete(e.data.sourceId);
      const defaultSource = s.defaultSource === e.data.sourceId ? null : s.defaultSource;
      return { ...s, sources, defaultSource };
    }
  }
}

const sourceOf = (s: PaymentCustomerState, id: string): SavedSource =>
  s.sources.get(id) ?? reject('payment-source.not-found');

function decide(c: PaymentCustomerCommand, s: PaymentCustomerState): PaymentCustomerEvent[] {
  const { userId, at } = c;
  if (c.type === 'CreatePaymentCustomer') {
    // A customer is created once per user; asking again answers the one there is.
    if (s.customer) return [];
    const { customerId, email, name } = c;
    return [{ type: 'PaymentCustomerCreated', data: { userId, customerId, email, name, at } }];
  }
  if (!s.customer) reject('payment-customer.not-found');
  switch (c.type) {
    case 'UpdatePaymentCustomer': {
      if (c.defaultSource !== undefined) sourceOf(s, c.defaultSource);
      const { email, name, defaultSource } = c;
      return [
        {
          type: 'PaymentCustomerUpdated',
          data: {
            userId,
            ...(email !== undefined && { email }),
            ...(name !== undefined && { name }),
            ...(defaultSource !== undefined && { defaultSource }),
            at,
          },
        },
      ];
    }
    case 'SavePaymentSource':
      // The same token saved twice is one source.
      if (s.sources.has(c.source.id)) return [];
      return [{ type: 'PaymentSourceSaved', data: { userId, source: c.source, at } }];
    case 'ChangePaymentSource': {
      sourceOf(s, c.sourceId);
      const { sourceId, exp_month, exp_year } = c;
      const changes = {
        ...(exp_month !== undefined && { exp_month }),
        ...(exp_year !== undefined && { exp_year }),
      };
      return [{ type: 'PaymentSourceChanged', data: { userId, sourceId, ...changes, at } }];
    }
    case 'VerifyPaymentSource': {
      const source = sourceOf(s, c.sourceId);
      if (source.object !== 'bank_account') reject('payment-source.not-a-bank-account');
      if (source.status === 'verified') return [];
      const [a, b] = [...c.amounts].sort((x, y) => x - y);
      if (a !== TEST_MICRO_DEPOSITS[0] || b !== TEST_MICRO_DEPOSITS[1])
        reject('payment-source.wrong-amounts');
      return [
        {
          type: 'PaymentSourceChanged',
          data: { userId, sourceId: c.sourceId, status: 'verified', at },
        },
      ];
    }
    case 'RemovePaymentSource':
      if (!s.sources.has(c.sourceId)) return [];
      return [{ type: 'PaymentSourceRemoved', data: { userId, sourceId: c.sourceId, at } }];
  }
}

/** One user's payment customer at the offline card and bank service (stream payment-customer-<id>). */
export const paymentCustomerDecider: Decider<
  PaymentCustomerCommand,
  PaymentCustomerState,
  PaymentCustomerEvent
> = { initialState, evolve, decide };
