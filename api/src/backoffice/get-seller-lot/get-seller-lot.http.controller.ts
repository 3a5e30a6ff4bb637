import { Controller, Inject } from '@nestjs/common';
import { getSellerLot, type RequestOf } from '@facet/event-schemas';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { sellerLotRecords } from '../lot-listing/seller-lot-record.mapper.js';
import { ManagedReader } from '../managed.reader.js';

/** `seller/product/getSingleProject` `{ id }`: one lot the caller manages, with its reserve. */
@Controller()
@Roles('seller', 'admin')
export class GetSellerLotController {
  constructor(
    private readonly managed: ManagedReader,
    private readonly readModels: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(getSellerLot)
  async get(
    @ValidBody() { id }: RequestOf<typeof getSellerLot>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getSellerLot>> {
    const card = await this.managed.lot(id, actor);
    const [record] = await sellerLotRecords(this.readModels, [card], actor.id, this.clock.now());
    return success('Lot', { record: record! });
  }
}
