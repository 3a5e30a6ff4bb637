import { ownValue, placeOffer } from '@facet/event-schemas';
import { BidReceipts } from '../../audit/bid-receipts/bid-receipts.service.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { MakeOfferHandler, takesMakeOffers } from '../../offers/make-offer/make-offer.handler.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { SpendingCapGate } from '../../spending-caps/spending-cap-gate.js';
import { bidResponse } from '../place-bid/bid-response.js';
import { SubmitTenderHandler } from './submit-tender.handler.js';

/**
 * `makeoffer/addToMakeoffer`: the product named decides. A buy-now item that takes offers: a
 * make-offer to its seller (offers context). Otherwise a sealed offer that replaces the bidder's
 * previous one while the lot is open, exactly as before.
 */
@CommandController()
export class PlaceOfferController {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly receipts: BidReceipts,
    private readonly makeOffers: MakeOfferHandler,
    private readonly tenders: SubmitTenderHandler,
    private readonly caps: SpendingCapGate,
  ) {}

  @CommandRoute(placeOffer)
  async addToMakeoffer(@Call() { body: r, actor }: Call<typeof placeOffer>) {
    if (r.ciphertext !== undefined)
      return success('Tender received', await this.tenders.execute(r, r.ciphertext, actor));
    const lot = await this.makeOffers.lot(r.id);
    if (takesMakeOffers(lot)) {
      const request = { lotId: r.id, amount: r.wsprice, qty: r.qty ?? 1, commandId: r.commandId };
      return success('Offer sent', await this.makeOffers.execute(request, lot, actor));
    }
    const command = { type: 'PlaceOffer' as const, bidId: newId(), amount: r.wsprice };
    // Issue 30: the auction's spending caps, read in its turn (CAP-5), as a bid's are.
    const outcome = await this.caps.withCaps(r.id, command, (capped) =>
      this.lots.sendNow(r.id, capped, actor, r.commandId, { amount: r.wsprice }),
    );
    const offer = ownValue(outcome.state.offers, actor.id);
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return success('Offer Placed Successfully', {
      ...bidResponse(r.id, outcome, actor.id),
      my_offer: offer ? offer.amount / 100 : null,
      ...(receipt ? { receipt } : {}),
    });
  }
}
