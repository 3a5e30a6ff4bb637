import {
  createPaymentSource,
  createPaymentSourceThird,
  deletePaymentSource,
  deletePaymentSourceThird,
  listPaymentSources,
  listPaymentSourcesThird,
  retrievePaymentSource,
  retrievePaymentSourceThird,
  updatePaymentSource,
  updatePaymentSourceThird,
  verifyPaymentSource,
  verifyPaymentSourceThird,
} from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { CustomerOfUser } from './customer-of-user.js';

/** `customer/source/create|list|retrieve|update|delete|verify` and their `paymentThird/stripe/...` twins. */
@CommandController()
export class PaymentSourceController {
  constructor(private readonly customers: CustomerOfUser) {}

  @CommandRoute([createPaymentSource, createPaymentSourceThird])
  async create(@Call() { body: { source, ...shown }, actor }: Call<typeof createPaymentSource>) {
    const owner = await this.customers.owner(actor);
    return success('Saved', await this.customers.service.addSource(owner, source, shown));
  }

  @CommandRoute([listPaymentSources, listPaymentSourcesThird])
  async list(@Call() { body, actor }: Call<typeof listPaymentSources>) {
    const owner = await this.customers.owner(actor);
    const page = { limit: body.limit ?? 10, starting_after: body.starting_after };
    return success('Sources', await this.customers.service.listSources(owner, body.object, page));
  }

  @CommandRoute([retrievePaymentSource, retrievePaymentSourceThird])
  async retrieve(@Call() { body, actor }: Call<typeof retrievePaymentSource>) {
    const owner = await this.customers.owner(actor);
    return success('Source', await this.customers.service.retrieveSource(owner, body.source_id));
  }

  @CommandRoute([updatePaymentSource, updatePaymentSourceThird])
  async update(
    @Call() { body: { source_id, ...changes }, actor }: Call<typeof updatePaymentSource>,
  ) {
    const owner = await this.customers.owner(actor);
    return success('Updated', await this.customers.service.updateSource(owner, source_id, changes));
  }

  @CommandRoute([deletePaymentSource, deletePaymentSourceThird])
  async remove(@Call() { body, actor }: Call<typeof deletePaymentSource>) {
    const owner = await this.customers.owner(actor);
    return success('Deleted', await this.customers.service.deleteSource(owner, body.source_id));
  }

  @CommandRoute([verifyPaymentSource, verifyPaymentSourceThird])
  async verify(@Call() { body: { source_id, amounts }, actor }: Call<typeof verifyPaymentSource>) {
    const owner = await this.customers.owner(actor);
    const verified = await this.customers.service.verifySource(owner, source_id, amounts);
    return success('Bank account verified', verified);
  }
}
