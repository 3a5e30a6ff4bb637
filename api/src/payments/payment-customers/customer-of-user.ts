import { Inject, Injectable } from '@nestjs/common';
import type { PaymentCustomerRecord } from '@facet/event-schemas';
import { UserCommandBus } from '../../identity/user-stream/user-command.bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import {
  type CustomerOwner,
  PAYMENT_CUSTOMERS,
  type PaymentCustomers,
} from './payment-customers.port.js';

/**
 * The caller's own customer at the card and bank service: its id is the user's stripe_id (spec:
 * creating a customer stores it on the user), so no request ever names another's customer.
 */
@Injectable()
export class CustomerOfUser {
  constructor(
    private readonly users: UserCommandBus,
    @Inject(PAYMENT_CUSTOMERS) readonly service: PaymentCustomers,
  ) {}

  async owner(actor: Actor): Promise<CustomerOwner> {
    const user = await this.users.latest(actor.id);
    const customerId = user.stripe_id ?? reject('payment-customer.not-found');
    return { userId: actor.id, customerId };
  }

  /** The card a payment uses, with the caller's customer it is saved on (if any). */
  async payingCard(
    actor: Actor,
    paymentMethodId: string | undefined,
  ): Promise<{ paymentMethodId?: string; customerId?: string }> {
    if (!paymentMethodId) return {};
    const customerId = (await this.users.latest(actor.id)).stripe_id;
    return { paymentMethodId, ...(customerId && { customerId }) };
  }

  /** Created once per user: asked again, it answers the customer there is. */
  async create(
    actor: Actor,
    given: { email?: string | undefined; name?: string | undefined },
  ): Promise<PaymentCustomerRecord> {
    const user = await this.users.latest(actor.id);
    if (user.stripe_id)
      return this.service.retrieve({ userId: actor.id, customerId: user.stripe_id });
    const record = await this.service.create({
      userId: actor.id,
      email: given.email ?? user.email,
      name: given.name ?? `${user.first_name} ${user.last_name}`.trim(),
    });
    const command = { type: 'UpdateProfile' as const, changes: { stripe_id: record.id } };
    await this.users.send(actor.id, command, actor.id);
    return record;
  }
}
