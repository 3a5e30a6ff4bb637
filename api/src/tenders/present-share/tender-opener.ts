import { Inject, Injectable } from '@nestjs/common';
import { awardTenders, type OpenedTender, type TenderOpening } from '@facet/event-schemas';
import { combineShares, openTender } from '@facet/event-store';
import { AuctionCommandBus } from '../../auctions/auction-bus/auction-command-bus.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { ProvisionalWinnerNotifier } from '../../scheduler/provisional-winner.notifier.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import type { TenderEventState } from '../domain/tender-event.decider.js';
import { type CapsFor, TENDER_CAPS } from '../tender-caps.js';
import { TenderEventBus } from '../tender-event-bus.js';

/**
 * The opening, once the threshold of shares is in: the key is rebuilt (and proved to be the
 * event's), every tender of every lot is opened at once, the one award over all parcels is
 * computed with the buyers' caps, and the opening is recorded whole; then each lot gets its
 * amounts and the winner the award chose, and the sealed rules award it as any sealed lot.
 */
@Injectable()
export class TenderOpener {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly lots: LotCommandBus,
    private readonly settings: SettingsCommandBus,
    private readonly auctions: AuctionCommandBus,
    @Inject(TENDER_CAPS) private readonly capsFor: CapsFor,
    private readonly provisionalWinners: ProvisionalWinnerNotifier,
  ) {}

  async open(event: TenderEventState, actor: Actor): Promise<TenderOpening> {
    const opening = event.opening ?? (await this.record(event, actor));
    await this.awardLots(opening, actor);
    return opening;
  }

  private async record(event: TenderEventState, actor: Actor): Promise<TenderOpening> {
    const privateKey = await combineShares(Object.values(event.presented), event.publicKey).catch(
      () => reject('tender.wrong-share'),
    );
    const keys = { publicKey: event.publicKey, privateKey };
    const tenders: OpenedTender[] = [];
    for (const lotId of event.lotIds) {
      const lot = await this.lots.latest(lotId);
      for (const [userId, t] of Object.entries(lot.tenders)) {
        const amount = await openTender(t.ciphertext, keys).catch(() =>
          reject('tender.unreadable'),
        );
        const { bidId, ciphertext, ciphertextSha256, at, partyId } = t;
        // ET6: a representative's tender is the company's they tendered for (its cap, its
        // winnings), recorded as placed: who they represent at the opening does not move it.
        const party = partyId === userId ? {} : { partyId };
        tenders.push({ lotId, bidId, userId, ...party, ciphertext, ciphertextSha256, amount, at });
      }
    }
    const caps = await this.capsFor(event.auctionId);
    const parcels = event.lotIds.map((lotId) => ({
      lotId,
      tenders: tenders.filter((t) => t.lotId === lotId),
    }));
    const award = awardTenders(parcels, caps);
    const outcome = await this.tenders.sendNow(
      event.auctionId,
      { type: 'RecordOpening', opening: { privateKey, tenders, caps, award } },
      actor,
    );
    return outcome.state.opening ?? reject('tender.not-opened');
  }

  /** Each lot's own opening; a lot already opened changes nothing, so this may run again. */
  private async awardLots(opening: TenderOpening, actor: Actor): Promise<void> {
    const settings = await this.settings.lotSettings();
    // The tender event's approval window (APPR-1) runs from the opening.
    const auction = await this.auctions.load(opening.auctionId);
    const minutes = auction.details?.approval_window_minutes;
    const window = minutes ? { approvalWindowMinutes: minutes } : {};
    for (const parcel of opening.award) {
      const amounts = Object.fromEntries(
        opening.tenders.filter((t) => t.lotId === parcel.lotId).map((t) => [t.bidId, t.amount]),
      );
      const winnerId = parcel.winner?.userId ?? null;
      const outcome = await this.lots.sendNow(
        parcel.lotId,
        {
          type: 'OpenTenders',
          amounts,
          winnerId,
          capReached: parcel.skipped.map((s) => s.userId),
          settings,
          ...window,
        },
        actor,
      );
      // APPR-1: the seller hears of each provisional winner this opening made.
      await this.provisionalWinners.notify(outcome.state.details, outcome.events);
    }
  }
}
