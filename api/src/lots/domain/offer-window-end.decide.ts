import type { LotEvent } from '@facet/event-schemas';
import { sameData } from '../../shared/domain/same-data.js';
import type { CloseLot } from './lot.commands.js';
import { evolve } from './lot.evolve.js';
import type { LotState } from './lot.state.js';
import { bestOffer, bestOfferWithinCaps, endOfferWindow } from './sealed-offer.decide.js';
import { tenderWindowEnd } from './sealed-tender.decide.js';
import { withAwardRequest } from './award-request.decide.js';
import { provisionalAward } from './seller-approval.decide.js';

/**
 * A sealed tender's window end (rules S1-S4 in sealed-award.spec.ts). The close carries the
 * settings in force at that moment; when they differ from the lot's snapshot they are captured
 * first (LotSettingsApplied), so `sealed_auto_award` decides by today's value and a replay of the
 * stream alone still decides the same. With the tender event's approval window the best tender is
 * provisional instead (APPR-1..4 in seller-approval.spec.ts). Whatever is left awaiting an award
 * asks the seller to award. A lot of an encrypted tender event with tenders awaits its opening
 * instead (ET4).
 */
export function decideOfferWindowEnd(state: LotState, cmd: CloseLot): LotEvent[] {
  const { lotId } = state;
  const settings: LotEvent[] =
    cmd.settings && !sameData(state.settings, cmd.settings)
      ? [{ type: 'LotSettingsApplied', data: { lotId, settings: cmd.settings, at: cmd.at } }]
      : [];
  const current = settings.reduce(evolve, state);
  const awaiting = tenderWindowEnd(current, cmd.at);
  if (awaiting) return [...settings, ...awaiting];
  // Issue 30: where the close awards, the best offer whose buyer's cap has room (CAP-6), made
  // provisional by a tender event's approval window (APPR-1); a seller's award is checked when
  // made (CAP-7).
  const closeAwards = current.settings.sealedAutoAward || Boolean(cmd.approvalWindowMinutes);
  const { best, passedOver } = closeAwards
    ? bestOfferWithinCaps(current, cmd.spendingCaps)
    : { best: bestOffer(current), passedOver: [] };
  const ended = withAwardRequest(
    current,
    provisionalAward(current, cmd.at, cmd.approvalWindowMinutes, best) ??
      endOfferWindow(current, cmd.at, best),
    cmd.at,
  );
  // Below the reserve the seller is asked after all: nobody was passed over by the close.
  const decided = !ended.some((e) => e.type === 'SealedOfferAwardRequested');
  const skipped: LotEvent[] = decided
    ? passedOver.map((o) => ({
        type: 'SealedOfferPassedOver',
        data: { lotId, ...o, reason: 'cap reached', at: cmd.at },
      }))
    : [];
  return [...settings, ...skipped, ...ended];
}
