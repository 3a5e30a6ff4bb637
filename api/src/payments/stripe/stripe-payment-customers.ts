import type { PaymentCustomerRecord, PaymentSourceRecord } from '@facet/event-schemas';
import type Stripe from 'stripe';
import {
  type CustomerOwner,
  kindOfToken,
  type PaymentCustomers,
  type SourceChanges,
  type SourceKind,
} from '../payment-customers/payment-customers.port.js';
import { callStripe } from './stripe-errors.js';

type AnySource = Stripe.CustomerSource | Stripe.PaymentMethod | Stripe.DeletedCustomerSource;

/**
 * The card and bank service at Stripe. Cards are PaymentMethods (what Stripe's Elements makes:
 * pm_...; a legacy tok_ card is a source); bank accounts are sources made from a bank token
 * (btok_...) and verified with the two micro-deposits. Stripe keeps them; we keep nothing.
 */
export class StripePaymentCustomers implements PaymentCustomers {
  readonly provider = 'stripe';

  constructor(private readonly stripe: Stripe) {}

  async create(user: { userId: string; email: string; name: string }) {
    const customer = await callStripe(() =>
      this.stripe.customers.create(
        { email: user.email, name: user.name, metadata: { facet_user_id: user.userId } },
        { idempotencyKey: `customer:${user.userId}` },
      ),
    );
    return this.record(customer);
  }

  async retrieve({ customerId }: CustomerOwner) {
    const customer = await callStripe(() => this.stripe.customers.retrieve(customerId));
    return this.record(customer);
  }

  async update(
    { customerId }: CustomerOwner,
    changes: {
      email?: string | undefined;
      name?: string | undefined;
      default_source?: string | undefined;
    },
  ) {
    const { email, name, default_source: chosen } = changes;
    const params: Stripe.CustomerUpdateParams = {
      ...(email !== undefined && { email }),
      ...(name !== undefined && { name }),
      // A PaymentMethod is the default for payments; a bank source is the default source.
      ...(chosen?.startsWith('pm_') && { invoice_settings: { default_payment_method: chosen } }),
      ...(chosen && !chosen.startsWith('pm_') && { default_source: chosen }),
    };
    return this.record(await callStripe(() => this.stripe.customers.update(customerId, params)));
  }

  async addSource({ customerId }: CustomerOwner, token: string) {
    const kind = kindOfToken(token);
    if (token.startsWith('pm_')) {
      const pm = await callStripe(() =>
        this.stripe.paymentMethods.attach(token, { customer: customerId }),
      );
      return toRecord(pm, kind, null);
    }
    const source = await callStripe(() =>
      this.stripe.customers.createSource(
        customerId,
        { source: token },
        { idempotencyKey: `source:${customerId}:${token}` },
      ),
    );
    return toRecord(source, kind, null);
  }

  async listSources(
    { customerId }: CustomerOwner,
    kind: SourceKind,
    page: { limit: number; starting_after?: string | undefined },
  ) {
    const paging = {
      limit: page.limit,
      ...(page.starting_after && { starting_after: page.starting_after }),
    };
    const [list, chosen] = await Promise.all([
      kind === 'card'
        ? callStripe(() =>
            this.stripe.customers.listPaymentMethods(customerId, { type: 'card', ...paging }),
          )
        : callStripe(() =>
            this.stripe.customers.listSources(customerId, { object: 'bank_account', ...paging }),
          ),
      this.defaultOf(customerId),
    ]);
    const data = (list.data as AnySource[]).map((s) => toRecord(s, kind, chosen));
    return { data, has_more: list.has_more };
  }

  async retrieveSource({ customerId }: CustomerOwner, sourceId: string) {
    const [source, chosen] = await Promise.all([
      sourceId.startsWith('pm_')
        ? callStripe(() => this.stripe.customers.retrievePaymentMethod(customerId, sourceId))
        : callStripe(() => this.stripe.customers.retrieveSource(customerId, sourceId)),
      this.defaultOf(customerId),
    ]);
    return toRecord(source, kindOfToken(sourceId), chosen);
  }

  async updateSource({ customerId }: CustomerOwner, sourceId: string, changes: SourceChanges) {
    const card = {
      ...(changes.exp_month !== undefined && { exp_month: changes.exp_month }),
      ...(changes.exp_year !== undefined && { exp_year: changes.exp_year }),
    };
    const source = sourceId.startsWith('pm_')
      ? await callStripe(() => this.stripe.paymentMethods.update(sourceId, { card }))
      : await callStripe(() =>
          this.stripe.customers.updateSource(customerId, sourceId, {
            ...(card.exp_month !== undefined && { exp_month: String(card.exp_month) }),
            ...(card.exp_year !== undefined && { exp_year: String(card.exp_year) }),
          }),
        );
    return toRecord(source, kindOfToken(sourceId), await this.defaultOf(customerId));
  }

  async deleteSource({ customerId }: CustomerOwner, sourceId: string) {
    await callStripe<unknown>(() =>
      sourceId.startsWith('pm_')
        ? this.stripe.paymentMethods.detach(sourceId)
        : this.stripe.customers.deleteSource(customerId, sourceId),
    );
    return { id: sourceId, deleted: true as const };
  }

  async verifySource({ customerId }: CustomerOwner, sourceId: string, amounts: [number, number]) {
    const verified = await callStripe(() =>
      this.stripe.customers.verifySource(customerId, sourceId, { amounts }),
    );
    return toRecord(verified, 'bank_account', await this.defaultOf(customerId));
  }

  private async defaultOf(customerId: string): Promise<string | null> {
    const c = await callStripe(() => this.stripe.customers.retrieve(customerId));
    return 'deleted' in c && c.deleted ? null : defaultId(c as Stripe.Customer);
  }

  private record(c: Stripe.Customer | Stripe.DeletedCustomer): PaymentCustomerRecord {
    const live = 'deleted' in c && c.deleted ? null : (c as Stripe.Customer);
    return {
      id: c.id,
      email: live?.email ?? null,
      name: live?.name ?? null,
      default_source: live ? defaultId(live) : null,
      provider: this.provider,
    };
  }
}

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? null);

const defaultId = (c: Stripe.Customer): string | null =>
  idOf(c.invoice_settings?.default_payment_method) ?? idOf(c.default_source);

/**
 * One shape for what Stripe answers: a PaymentMethod's card, a card or a bank account source.
 * Stripe's answer names its object; a polymorphic answer of another kind (stripe-mock answers
 * every source call with its one fixture) keeps the kind asked for and what fields it has.
 */
function toRecord(o: AnySource, asked: SourceKind, chosen: string | null): PaymentSourceRecord {
  const r = o as unknown as Record<string, unknown>;
  const card = (o.object === 'payment_method' ? (o as Stripe.PaymentMethod).card : r) as
    Record<string, unknown> | null | undefined;
  const object =
    o.object === 'bank_account'
      ? 'bank_account'
      : o.object === 'card' || o.object === 'payment_method'
        ? 'card'
        : asked;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    id: o.id,
    object,
    brand: object === 'card' ? text(card?.brand) : null,
    last4: text(card?.last4) ?? '',
    exp_month: object === 'card' ? num(card?.exp_month) : null,
    exp_year: object === 'card' ? num(card?.exp_year) : null,
    bank_name: object === 'bank_account' ? text(r.bank_name) : null,
    status: object === 'bank_account' ? text(r.status) : null,
    is_default: chosen === o.id,
  };
}
