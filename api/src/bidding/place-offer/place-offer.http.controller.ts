import { ownValue } from '@facet/event-schemas';
import { placeOffer, type RequestOf } from '@facet/event-schemas';
import { BidReceipts } from '../../audit/bid-receipts/bid-receipts.service.js';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { MakeOfferHandler, takesMakeOffers } from '../../offers/make-offer/make-offer.handler.js';
import type { Actor } from '../../shared/auth/actor.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { ciphertextSha256 } from '@facet/event-store';
import { SpendingCapGate } from '../../spending-caps/spending-cap-gate.js';
import { TenderReceipts } from '../../tenders/tender-receipts.js';
import { bidResponse } from '../place-bid/bid-response.js';

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
    private readonly tenderReceipts: TenderReceipts,
    private readonly parties: BuyerParties,
    private readonly caps: SpendingCapGate,
  ) {}

  @CommandRoute(placeOffer)
  async addToMakeoffer(@Call() { body: r, actor }: Call<typeof placeOffer>) {
    if (r.ciphertext !== undefined) return this.submitTender(r, r.ciphertext, actor);
    const lot = await this.makeOffers.lot(r.id);
    if (takesMakeOffers(lot)) {
      const request = { lotId: r.id, amount: r.wsprice, qty: r.qty ?? 1, commandId: r.commandId };
      return success('Offer sent', await this.makeOffers.execute(request, lot, actor));
    }
    const command = { type: 'PlaceOffer' as const, bidId: newId(), amount: r.wsprice };
    // Issue 30: the auction's spending caps, read in its turn (CAP-5), as a bid's are.
    const outcome = await this.caps.guard(r.id, (spendingCaps) =>
      this.lots.sendNow(
        r.id,
        { ...command, ...(spendingCaps ? { spendingCaps } : {}) },
        actor,
        r.commandId,
        { amount: r.wsprice },
      ),
    );
    const offer = ownValue(outcome.state.offers, actor.id);
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return success('Offer Placed Successfully', {
      ...bidResponse(r.id, outcome, actor.id),
      my_offer: offer ? offer.amount / 100 : null,
      ...(receipt ? { receipt } : {}),
    });
  }

  /**
   * Issue 30: an encrypted tender (the amount sealed in the buyer's browser to the event's key).
   * Only its ciphertext and hash are recorded, with the party it is for as it stands now (ET6);
   * the receipt signs the time and the hash.
   */
  private async submitTender(
    r: RequestOf<typeof placeOffer>,
    ciphertext: string,
    actor: Actor,
  ): Promise<Reply<typeof placeOffer>> {
    if (r.wsprice !== null) reject('tender.ciphertext-required');
    const sha = await ciphertextSha256(ciphertext);
    const command = {
      type: 'SubmitTender' as const,
      bidId: newId(),
      ciphertext,
      ciphertextSha256: sha,
      partyId: await this.parties.partyOf(actor.id),
    };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId, { ciphertext });
    const standing = ownValue(outcome.state.tenders, actor.id);
    const receipt = await this.tenderReceipts.ofCommand(outcome.events, actor.id);
    return success('Tender received', {
      id: r.id,
      bid_id: standing?.bidId ?? command.bidId,
      ciphertext_sha256: sha,
      ...(receipt ? { receipt } : {}),
    });
  }
}
