import type { ReplayEvent } from './domain/replay.ports.js';
import type { ReplayState } from './domain/replay.fold.js';

/** A snapshot every this many steps: a frame anywhere folds at most this many events. */
export const SNAPSHOT_EVERY = 500;
const SCOPES = 32;

interface Kept {
  /** The first event: a stream deleted and re-created is another log. */
  first: string;
  /** `byStep[k]`: the state after step `(k + 1) * SNAPSHOT_EVERY - 1`. */
  byStep: ReplayState[];
}

/**
 * In-memory snapshots of replay folds, per scope. A state is immutable, so a snapshot can be
 * folded further any number of times. A state depends on the event after it (a command's answer
 * waits for its last event), so no snapshot is taken at the log's last event.
 */
export class ReplaySnapshots {
  private readonly kept = new Map<string, Kept>();

  nearest(key: string, events: readonly ReplayEvent[], step: number): ReplayState | undefined {
    const k = this.kept.get(key);
    if (!k || k.first !== events[0]?.id) return undefined;
    const i = Math.min(Math.floor((step + 1) / SNAPSHOT_EVERY), k.byStep.length) - 1;
    return i >= 0 ? k.byStep[i] : undefined;
  }

  /** Folds `from` to `step`, keeping the snapshots it passes. */
  fold(
    key: string,
    events: readonly ReplayEvent[],
    from: ReplayState,
    step: number,
    foldTo: (s: ReplayState, upTo: number) => ReplayState,
  ): ReplayState {
    let k = this.kept.get(key);
    if (!k || k.first !== events[0]?.id) {
      k = { first: events[0]?.id ?? '', byStep: [] };
      this.kept.delete(key);
      this.kept.set(key, k);
      if (this.kept.size > SCOPES) this.kept.delete(this.kept.keys().next().value!);
    }
    let state = from;
    for (;;) {
      const nextSnap = (k.byStep.length + 1) * SNAPSHOT_EVERY - 1;
      if (nextSnap > step || nextSnap >= events.length - 1 || state.step > nextSnap) break;
      state = foldTo(state, nextSnap);
      k.byStep.push(state);
    }
    return foldTo(state, step);
  }
}
