import { bidResponse } from '../bidding/place-bid/bid-response.js';
import { toSearchRecord } from '../read-side/lot-record.mapper.js';
import { buyerLabel, evolve, initialState, type LotState } from '../lots/domain/index.js';
import type { ReplayPorts } from './replay-fold/replay.ports.js';

const NOBODY_WATCHES: ReadonlySet<string> = new Set();
// Any signed-in reader sees the prices; the replay shows no personal flag of this reader.
const SIGNED_IN = { id: '' };

/** The live code the replay folds with: the lot aggregate, the search card and the bid answer. */
export const liveReplayPorts: ReplayPorts = {
  initialLot: initialState,
  evolveLot: (state, event) => evolve(state as LotState, event),
  searchRecord: (card, standing, at) =>
    toSearchRecord(card, standing, SIGNED_IN, NOBODY_WATCHES, new Date(at)),
  answer: (lotId, state, revision, userId) =>
    bidResponse(lotId, { state: state as LotState, revision }, userId),
  buyerLabel: (state, userId) => buyerLabel(state as LotState, userId),
};
