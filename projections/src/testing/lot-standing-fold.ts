import {
  type LotStandingDoc,
  lotStandingProjection,
} from '../lot-standing/lot-standing.projection.js';
import { asProjected } from '../runner/projection.js';
import { recorded } from './recorded-event.builder.js';

/** Lot l1's standing after these events, folded in order (undefined while none touched it). */
export const foldLotStanding = (
  ...events: Parameters<typeof recorded>[]
): LotStandingDoc | undefined => {
  let doc: LotStandingDoc | undefined;
  for (const e of asProjected(events.map((args) => recorded(...args))))
    doc = lotStandingProjection.evolve(doc, e, 'l1') ?? doc;
  return doc;
};
