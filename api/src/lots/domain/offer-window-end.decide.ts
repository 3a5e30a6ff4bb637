import type { LotEvent } from '@facet/event-schemas';
import { sameData } from '../../shared/domain/same-data.js';
import type { CloseLot } from './lot.commands.js';
import { evolve } from './lot.evolve.js';
import type { LotState } from './lot.state.js';
import { endOfferWindow } from './sealed-offer.decide.js';
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
  // Issue 30: a tender event's approval window makes the best tender provisional (APPR-1).
  const ended =
    provisionalAward(current, cmd.at, cmd.approvalWindowMinutes) ?? endOfferWindow(current, cmd.at);
  return [...settings, ...withAwardRequest(current, ended, cmd.at)];
}
