import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import type { BidAnswer } from '@facet/event-schemas';
import { BidReceipts } from '../../audit/bid-receipts/bid-receipts.service.js';
import { LotCommandBus, type LotOutcome } from '../../lots/lot-bus/lot-command-bus.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';
import { CappedLotOpener } from '../../spending-caps/capped-lot-opener.js';
import { SpendingCapGate } from '../../spending-caps/spending-cap-gate.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { newId } from '../../shared/ids/ids.js';
import { bidResponse } from './bid-response.js';
import type { PlaceBidRequest } from './place-bid.request.js';

export interface PlacedBid {
  response: BidAnswer;
  sealed: boolean;
}

@Injectable()
export class PlaceBidHandler {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly receipts: BidReceipts,
    private readonly opener: CappedLotOpener,
    private readonly settings: SettingsCommandBus,
    private readonly caps: SpendingCapGate,
  ) {}

  async execute(request: PlaceBidRequest, actor: Actor): Promise<PlacedBid> {
    // The bid counts at the instant the server received it, never a client clock.
    const at = this.clock.now();
    const bidId = request.commandId ?? newId();
    // The bid mode is proxy_bidding_settings now, as every screen shows it (README: bid mode).
    const { biddingMode } = await this.settings.lotSettings();
    // Issue 30: the buyers' spending caps across the auction's lots, read just before the lot
    // decides (SpendingCapGate says what race remains); no caps: the command is as before.
    const bid = { type: 'PlaceBid' as const, bidId, amount: request.wsprice, biddingMode };
    const place = () =>
      this.caps.withCaps(request.id, bid, (command) =>
        this.lots.send(request.id, command, actor, at, request.commandId, {
          amount: request.wsprice,
          biddingType: request.bidding_type,
        }),
      );
    const outcome = await place().catch(async (err: unknown) => {
      if (!(await this.openedJustNow(request.id, err, at))) throw err;
      return place();
    });
    const sealed = outcome.state.details.auctiontype === 'sealed';
    const answer = bidResponse(request.id, outcome, actor.id);
    // The bidder sees their own standing offer back (nobody else ever does).
    const offer = sealed ? ownValue(outcome.state.offers, actor.id) : undefined;
    const response = offer ? { ...answer, my_offer: offer.amount / 100 } : answer;
    // Issue 18: signed proof of what was recorded; a retry gets the same one (Ed25519).
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return { response: receipt ? { ...response, receipt } : response, sealed };
  }

  /**
   * A lot whose start time has passed but which the scheduler has not opened yet (its tick comes
   * up to a second later) is opened now, as the scheduler would: the bid is then decided on the
   * open lot. Any other refusal stands.
   */
  private async openedJustNow(lotId: string, err: unknown, at: Date): Promise<boolean> {
    if (!(err instanceof DomainRejection) || err.code !== 'bid.not-started') return false;
    const lot = await this.lots.latest(lotId);
    const startMs = Date.parse(lot.details.date_added);
    if (lot.phase !== 'scheduled' || lot.status !== 'active' || startMs > at.getTime())
      return false;
    const opened: LotOutcome = await this.opener.open(lotId, startMs, at);
    return opened.state.phase === 'open';
  }
}
