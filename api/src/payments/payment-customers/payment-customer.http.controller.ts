import {
  createPaymentCustomer,
  createPaymentCustomerThird,
  retrievePaymentCustomer,
  retrievePaymentCustomerThird,
  updatePaymentCustomer,
  updatePaymentCustomerThird,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { CustomerOfUser } from './customer-of-user.js';

/** `customer/create|retrieve|update` and their `paymentThird/stripe/...` twins (spec 7). */
@CommandController()
export class PaymentCustomerController {
  constructor(private readonly customers: CustomerOfUser) {}

  @CommandRoute([createPaymentCustomer, createPaymentCustomerThird])
  async create(@Call() { body, actor }: Call<typeof createPaymentCustomer>) {
    return success('Customer created', { record: await this.customers.create(actor, body) });
  }

  @CommandRoute([retrievePaymentCustomer, retrievePaymentCustomerThird])
  async retrieve(@CurrentActor() actor: Actor): Promise<Reply<typeof retrievePaymentCustomer>> {
    const record = await this.customers.service.retrieve(await this.customers.owner(actor));
    return success('Customer', { record });
  }

  @CommandRoute([updatePaymentCustomer, updatePaymentCustomerThird])
  async update(@Call() { body, actor }: Call<typeof updatePaymentCustomer>) {
    const owner = await this.customers.owner(actor);
    return success('Customer updated', {
      record: await this.customers.service.update(owner, body),
    });
  }
}
