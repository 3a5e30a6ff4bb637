import { Inject, Injectable } from '@nestjs/common';
import type { LotSavedAnswer } from '@facet/event-schemas';
import {
  readModelNamespaces as NS,
  type ReadModelStore,
  type SellerAccountDoc,
} from '@facet/projections';
import { AuctionCommandBus } from '../../auctions/auction-bus/auction-command-bus.js';
import { FieldValuesChecker } from '../../dynamic-fields/field-values/field-values.checker.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { placeBook } from '../../addresses/places/place-book.js';
import { badRequest, forbidden, notFound } from '../../shared/errors/http-problem.js';
import { savedId } from '../../shared/http/save-action.js';
import { LotCommandBus } from '../lot-bus/lot-command-bus.js';
import { assertPlanAllowsNewLot, lotsListedInMonth } from '../plan-limit/lot-plan-limit.rules.js';
import { lotDetailsOf, type SaveLotRequest } from './save-lot.request.js';

/** Creates or edits a lot; a lot named into an auction is also listed in that auction. */
@Injectable()
export class SaveLotHandler {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly auctions: AuctionCommandBus,
    private readonly settings: SettingsCommandBus,
    private readonly fields: FieldValuesChecker,
    private readonly readModels: ReadModelReader,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(r: SaveLotRequest, actor: Actor): Promise<LotSavedAnswer> {
    const auctionId = r.auctionid ?? null;
    if (auctionId !== null) {
      const auction = await this.auctions.load(auctionId);
      if (!auction.exists) throw notFound('Auction not found', 'auction.not-found');
      if (actor.role !== 'admin' && auction.sellerId !== actor.id)
        throw forbidden('You are not allowed to do this', 'auction.forbidden');
    }
    // The origin must be a country the server's country list knows (the web offers the same).
    if (r.kp_origin_country && !(await placeBook()).country(r.kp_origin_country))
      throw badRequest('Choose a country');
    // No values, no key: re-saving a lot from before dynamic fields changes nothing.
    const details = await this.fields.withValues(1, lotDetailsOf(r), r.custom_fields);
    const at = this.clock.now();
    const lotId = savedId(r);
    if (r.action === 'new' && actor.role !== 'admin') await this.checkPlan(actor.id, at);
    const outcome =
      r.action === 'new'
        ? await this.lots.send(
            lotId,
            {
              type: 'CreateLot',
              lotId,
              details,
              settings: await this.settings.lotSettings(),
              ...(r.seller_id === undefined ? {} : { sellerId: r.seller_id }),
            },
            actor,
            at,
            r.commandId,
          )
        : await this.lots.send(lotId, { type: 'EditLot', details }, actor, at, r.commandId);
    if (auctionId !== null) {
      await this.auctions.send(auctionId, { type: 'AddLotsToAuction', lotIds: [lotId] }, actor, at);
    }
    return { id: lotId, revision: outcome.revision };
  }

  /**
   * A seller's plan limits their new lots a month (admins are not limited). Reads the plan and
   * this month's count from the read models; the rule itself is pure.
   */
  private async checkPlan(sellerId: string, at: Date): Promise<void> {
    const account = await this.store.get<SellerAccountDoc>(NS.sellerAccount, sellerId);
    const month = at.toISOString().slice(0, 7);
    const listed = lotsListedInMonth(await this.readModels.lots(), sellerId, month);
    // A seller who never chose a plan is on the starter plan (what their subscription page shows).
    assertPlanAllowsNewLot(account?.plan ?? 'starter', listed);
  }
}
