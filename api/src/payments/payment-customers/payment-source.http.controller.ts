import { Controller } from '@nestjs/common';
import {
  createPaymentSource,
  createPaymentSourceThird,
  deletePaymentSource,
  deletePaymentSourceThird,
  listPaymentSources,
  listPaymentSourcesThird,
  type RequestOf,
  retrievePaymentSource,
  retrievePaymentSourceThird,
  updatePaymentSource,
  updatePaymentSourceThird,
  verifyPaymentSource,
  verifyPaymentSourceThird,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CustomerOfUser } from './customer-of-user.js';

/** `customer/source/create|list|retrieve|update|delete|verify` and their `paymentThird/stripe/...` twins. */
@Controller()
export class PaymentSourceController {
  constructor(private readonly customers: CustomerOfUser) {}

  @CommandRoute([createPaymentSource, createPaymentSourceThird])
  async create(
    @ValidBody() { source, ...shown }: RequestOf<typeof createPaymentSource>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof createPaymentSource>> {
    const owner = await this.customers.owner(actor);
    return success('Saved', await this.customers.service.addSource(owner, source, shown));
  }

  @CommandRoute([listPaymentSources, listPaymentSourcesThird])
  async list(
    @ValidBody() body: RequestOf<typeof listPaymentSources>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listPaymentSources>> {
    const owner = await this.customers.owner(actor);
    const page = { limit: body.limit ?? 10, starting_after: body.starting_after };
    return success('Sources', await this.customers.service.listSources(owner, body.object, page));
  }

  @CommandRoute([retrievePaymentSource, retrievePaymentSourceThird])
  async retrieve(
    @ValidBody() body: RequestOf<typeof retrievePaymentSource>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof retrievePaymentSource>> {
    const owner = await this.customers.owner(actor);
    return success('Source', await this.customers.service.retrieveSource(owner, body.source_id));
  }

  @CommandRoute([updatePaymentSource, updatePaymentSourceThird])
  async update(
    @ValidBody() { source_id, ...changes }: RequestOf<typeof updatePaymentSource>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof updatePaymentSource>> {
    const owner = await this.customers.owner(actor);
    return success('Updated', await this.customers.service.updateSource(owner, source_id, changes));
  }

  @CommandRoute([deletePaymentSource, deletePaymentSourceThird])
  async remove(
    @ValidBody() body: RequestOf<typeof deletePaymentSource>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof deletePaymentSource>> {
    const owner = await this.customers.owner(actor);
    return success('Deleted', await this.customers.service.deleteSource(owner, body.source_id));
  }

  @CommandRoute([verifyPaymentSource, verifyPaymentSourceThird])
  async verify(
    @ValidBody() { source_id, amounts }: RequestOf<typeof verifyPaymentSource>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof verifyPaymentSource>> {
    const owner = await this.customers.owner(actor);
    const verified = await this.customers.service.verifySource(owner, source_id, amounts);
    return success('Bank account verified', verified);
  }
}
