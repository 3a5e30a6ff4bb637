import type { PriceExplanation } from '@facet/event-schemas';
import type { LotCommand } from '../../lots/domain/index.js';
import { aLot, aSettings, create, open } from '../../lots/domain/lot.test-builders.js';
import { liveReplayPorts as ports } from '../live-replay.ports.js';
import { inDollars } from './price-explanation.js';
import { foldReplay } from './replay.fold.js';
import { recordCommands } from './replay.test-log.js';
import { itemsOf } from './shared-list.js';

/** The replay's explanations of a lot's commands, as the replay specs read them. */
type Details = Parameters<typeof aLot>[0];
type Settings = Parameters<typeof aSettings>[0];

/** Every explanation of a lot created with `details`, opened, then given `commands`. */
export function explained(commands: LotCommand[], details: Details = {}, settings: Settings = {}) {
  const log = recordCommands([
    create(aLot(details), aSettings(settings)),
    open(aSettings(settings)),
    ...commands,
  ]);
  const state = foldReplay(log.events, log.events.length - 1, ports);
  const all = itemsOf(state.explanations).map((x) => inDollars(x.explanation));
  return { all, state, last: (): PriceExplanation => all.at(-1)! };
}

export const party = (userId: string) => ({ userId, name: '' });
