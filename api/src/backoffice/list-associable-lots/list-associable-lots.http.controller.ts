import { listAssociableLots } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ManagedReader } from '../managed.reader.js';
import { AssociableLotsQuery } from './associable-lots.query.js';

/** `seller/auction/getAllProjectsAssociated` `{ auctionid }`: the lots the auction may take. */
@CommandController('seller', 'admin')
export class ListAssociableLotsController {
  constructor(
    private readonly associable: AssociableLotsQuery,
    private readonly managed: ManagedReader,
  ) {}

  @CommandRoute(listAssociableLots)
  async list(@Call() { body: { auctionid }, actor }: Call<typeof listAssociableLots>) {
    const auction = await this.managed.auction(auctionid, actor);
    return success('Lots', { records: await this.associable.records(auction, actor) });
  }
}
