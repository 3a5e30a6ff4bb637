import type { ReplayEvent } from './replay-fold/replay.ports.js';
import type { ReplayState } from './replay-fold/replay.fold.js';

/** A snapshot every this many steps: a frame anywhere folds at most this many events. */
export const SNAPSHOT_EVERY = 500;
const SCOPES = 32;

interface Kept {
  /** `states[k]`: the state after step `(k + 1) * SNAPSHOT_EVERY - 1`... */
  states: ReplayState[];
  /** ...whose event had this id: a log that changed before it (a late lot) drops the rest. */
  ids: string[];
}

const stepOf = (k: number) => (k + 1) * SNAPSHOT_EVERY - 1;

/**
 * In-memory snapshots of replay folds, per scope. A state is immutable, so a snapshot can be
 * folded further any number of times. A state depends on the event after it (a command's answer
 * waits for its last event), so no snapshot is taken at the log's last event.
 */
export class ReplaySnapshots {
  private readonly kept = new Map<string, Kept>();

  /** The state after `step` of `events`, folded from the nearest snapshot, keeping new ones. */
  stateAt(
    key: string,
    events: readonly ReplayEvent[],
    step: number,
    initial: ReplayState,
    foldTo: (from: ReplayState, upTo: number) => ReplayState,
  ): ReplayState {
    const k = this.valid(key, events);
    let n = Math.min(Math.floor((step + 1) / SNAPSHOT_EVERY), k.states.length);
    let state = n > 0 ? (k.states[n - 1] as ReplayState) : initial;
    for (; stepOf(n) <= step && stepOf(n) < events.length - 1; n++) {
      state = foldTo(state, stepOf(n));
      if (n === k.states.length) {
        k.states.push(state);
        k.ids.push(events[stepOf(n)]!.id);
      }
    }
    return foldTo(state, step);
  }

  private valid(key: string, events: readonly ReplayEvent[]): Kept {
    const k = this.kept.get(key) ?? { states: [], ids: [] };
    const bad = k.ids.findIndex((id, i) => events[stepOf(i)]?.id !== id);
    if (bad >= 0) {
      k.states.length = bad;
      k.ids.length = bad;
    }
    // Most recently used last: the oldest scope leaves first.
    this.kept.delete(key);
    this.kept.set(key, k);
    if (this.kept.size > SCOPES) this.kept.delete(this.kept.keys().next().value!);
    return k;
  }
}
