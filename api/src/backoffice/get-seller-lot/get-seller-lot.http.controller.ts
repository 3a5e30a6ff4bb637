import { Inject } from '@nestjs/common';
import { getSellerLot } from '@facet/event-schemas';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { sellerLotRecords } from '../lot-listing/seller-lot-record.mapper.js';
import { ManagedReader } from '../managed.reader.js';

/** `seller/product/getSingleProject` `{ id }`: one lot the caller manages, with its reserve. */
@CommandController('seller', 'admin')
export class GetSellerLotController {
  constructor(
    private readonly managed: ManagedReader,
    private readonly readModels: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(getSellerLot)
  async get(@Call() { body: { id }, actor }: Call<typeof getSellerLot>) {
    const card = await this.managed.lot(id, actor);
    const [record] = await sellerLotRecords(this.readModels, [card], actor.id, this.clock.now());
    return success('Lot', { record: record! });
  }
}
