import { createHash } from 'node:crypto';
import type { PaymentCustomerRecord, PaymentSourceRecord } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import type { PaymentCustomerState, SavedSource } from '../domain/payment-customer.decider.js';
import type { PaymentCustomerBus } from './payment-customer.bus.js';
import {
  type CustomerOwner,
  kindOfToken,
  type PaymentCustomers,
  type SourceChanges,
  type SourceKind,
  type SourceShown,
} from './payment-customers.port.js';

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

/**
 * The default card and bank service when no card provider is configured: a customer per user
 * and the tokens the sandbox form sent, with only what the list shows (brand, last four digits,
 * expiry), kept in the user's payment-customer stream. No money moves through it.
 */
export class OfflinePaymentCustomers implements PaymentCustomers {
  readonly provider = 'offline';

  constructor(private readonly bus: PaymentCustomerBus) {}

  async create(user: { userId: string; email: string; name: string }) {
    const { userId, email, name } = user;
    const customerId = `cus_offline_${digest(userId)}`;
    const command = { type: 'CreatePaymentCustomer' as const, userId, customerId, email, name };
    return this.record((await this.bus.send(userId, command, userId)).state);
  }

  async retrieve(owner: CustomerOwner) {
    return this.record(await this.bus.latest(owner.userId));
  }

  async update(
    { userId }: CustomerOwner,
    changes: {
      email?: string | undefined;
      name?: string | undefined;
      default_source?: string | undefined;
    },
  ) {
    const { email, name, default_source: defaultSource } = changes;
    const command = { type: 'UpdatePaymentCustomer' as const, userId, email, name, defaultSource };
    return this.record((await this.bus.send(userId, command, userId)).state);
  }

  async addSource({ userId }: CustomerOwner, token: string, shown: SourceShown) {
    const object = kindOfToken(token);
    const source: SavedSource = {
      // The token is the card's id: paying with it reaches the sandbox gateway as the token the
      // form chose (Stripe's test tokens: pm_card_chargeDeclined is declined there too).
      id: token,
      object,
      token,
      brand: object === 'card' ? (shown.brand ?? 'Visa') : null,
      last4: /^\d{4}$/.test(shown.last4 ?? '') ? shown.last4! : '4242',
      exp_month: object === 'card' ? (shown.exp_month ?? null) : null,
      exp_year: object === 'card' ? (shown.exp_year ?? null) : null,
      bank_name: object === 'bank_account' ? (shown.bank_name ?? 'Test bank') : null,
      status: object === 'bank_account' ? 'new' : null,
    };
    const { state } = await this.bus.send(
      userId,
      { type: 'SavePaymentSource', userId, source },
      userId,
    );
    return this.shown(state, source.id);
  }

  async listSources(
    { userId }: CustomerOwner,
    kind: SourceKind,
    page: { limit: number; starting_after?: string | undefined },
  ) {
    const state = await this.bus.latest(userId);
    const all = [...state.sources.values()].filter((s) => s.object === kind);
    const from = page.starting_after ? all.findIndex((s) => s.id === page.starting_after) + 1 : 0;
    const data = all.slice(from, from + page.limit).map((s) => toRecord(s, state));
    return { data, has_more: from + page.limit < all.length };
  }

  async retrieveSource({ userId }: CustomerOwner, sourceId: string) {
    return this.shown(await this.bus.latest(userId), sourceId);
  }

  async updateSource({ userId }: CustomerOwner, sourceId: string, changes: SourceChanges) {
    const command = { type: 'ChangePaymentSource' as const, userId, sourceId, ...defined(changes) };
    return this.shown((await this.bus.send(userId, command, userId)).state, sourceId);
  }

  async deleteSource({ userId }: CustomerOwner, sourceId: string) {
    await this.bus.send(userId, { type: 'RemovePaymentSource', userId, sourceId }, userId);
    return { id: sourceId, deleted: true as const };
  }

  async verifySource({ userId }: CustomerOwner, sourceId: string, amounts: [number, number]) {
    const command = { type: 'VerifyPaymentSource' as const, userId, sourceId, amounts };
    return this.shown((await this.bus.send(userId, command, userId)).state, sourceId);
  }

  private record(state: PaymentCustomerState): PaymentCustomerRecord {
    const c = state.customer;
    if (!c) return notFound('payment-customer.not-found');
    const { customerId: id, email, name } = c;
    return { id, email, name, default_source: state.defaultSource, provider: this.provider };
  }

  private shown(state: PaymentCustomerState, sourceId: string): PaymentSourceRecord {
    const s = state.sources.get(sourceId);
    return s ? toRecord(s, state) : notFound('payment-source.not-found');
  }
}

const toRecord = (s: SavedSource, state: PaymentCustomerState): PaymentSourceRecord => {
  const { token: _token, ...shown } = s;
  return { ...shown, is_default: state.defaultSource === s.id };
};

const defined = (changes: SourceChanges) =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as SourceChanges;

const notFound = (code: 'payment-customer.not-found' | 'payment-source.not-found'): never =>
  reject(code);
