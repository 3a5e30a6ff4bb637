import type { DocWrite, ReadModelStore } from '../store/read-model-store.port.js';
import type { DocChange } from './batch-notice.js';
import {
  namespaceOf,
  type Doc,
  type ProjectedEvent,
  type Projection,
  type Revisions,
} from './projection.js';

export type { DocChange } from './batch-notice.js';

export interface AppliedBatch {
  ns: string;
  writes: DocWrite[];
  /** Built on demand: a rebuild with no listener never allocates them. */
  changes(): DocChange[];
}

const noChanges = (): DocChange[] => [];

/** One document of the batch: looked up once, then reached from its events without a map. */
interface Slot {
  id: string;
  before: Doc | undefined;
  doc: Doc | null | undefined;
  /** The runner owns `doc` (a draft or created in this batch) and may let evolveDraft change it. */
  owned: boolean;
  dirty: boolean;
  /** This batch's revision map, copied once from the loaded document's. */
  revs: Revisions | undefined;
}

/**
 * Loads the documents a batch touches (one round trip per projection), folds the events over
 * them in memory, and returns the writes. Events a document already saw (revision <= its
 * recorded revision of that stream) are skipped, so a replayed batch changes nothing.
 * Revision maps (and drafts) are copied once per document per batch, never per event.
 */
export async function applyBatch(
  store: ReadModelStore,
  projection: Projection,
  events: readonly ProjectedEvent[],
  /**
   * Nobody will ask for `changes()` (no listener): documents no reader can hold may then be
   * changed in place (see ReadModelStore.loadForFold), and `before` may no longer be the old state.
   */
  inPlace = false,
): Promise<AppliedBatch> {
  const ns = namespaceOf(projection);
  // Most read models take none of a live batch's events (a bid is for 4 of 29): they only move on.
  if (events.length === 0) return { ns, writes: [], changes: noChanges };
  const bySlot = new Map<string, Slot>();
  const slots: Slot[] = [];
  // Routed events and their slot (or slots): the fold below does no lookups by id.
  const routed: ProjectedEvent[] = [];
  const targets: (Slot | Slot[])[] = [];
  const slotOf = (id: string): Slot => {
    let s = bySlot.get(id);
    if (s) return s;
    s = { id, before: undefined, doc: undefined, owned: false, dirty: false, revs: undefined };
    bySlot.set(id, s);
    slots.push(s);
    return s;
  };
  // Indexed loops: a for-of over the batch allocated an iterator result per event here.
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const r = projection.route(event);
    if (typeof r === 'string') {
      routed.push(event);
      targets.push(slotOf(r));
    } else if (r.length > 0) {
      routed.push(event);
      targets.push(r.length === 1 ? slotOf(r[0]!) : r.map(slotOf));
    }
  }
  if (slots.length) {
    const ids = slots.map((s) => s.id);
    // The rebuild at start: a document copied per batch was most of what it allocated (a lot
    // card is copied whole to change its price), for readers that do not exist yet.
    const { docs, unshared } =
      inPlace && store.loadForFold
        ? await store.loadForFold(ns, ids)
        : { docs: await store.getMany(ns, ids), unshared: false };
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i]!;
      s.before = s.doc = docs[i];
      s.owned = unshared;
    }
  }
  const dirty: Slot[] = [];
  const step = stepOf(projection, dirty);
  for (let i = 0; i < routed.length; i++) {
    const t = targets[i]!;
    if (Array.isArray(t)) for (let j = 0; j < t.length; j++) step(t[j]!, routed[i]!);
    else step(t as Slot, routed[i]!);
  }

  // A dirty slot holds a Doc or null, so it is its own DocWrite.
  const writes = dirty as DocWrite[];
  const changes = (): DocChange[] =>
    dirty.map((s) => ({
      projection: projection.name,
      id: s.id,
      before: s.before,
      after: s.doc ?? null,
    }));
  return { ns, writes, changes };
}

/** Applies one event to one slot; `dirty` collects slots in the order they first changed. */
function stepOf(projection: Projection, dirty: Slot[]): (s: Slot, event: ProjectedEvent) => void {
  const draftMode = projection.evolveDraft !== undefined;
  const seen = projection.seen;
  return (s, event) => {
    let doc = s.doc ?? undefined;
    if (seen) {
      if (doc && seen(doc, event)) return;
    } else {
      const at = (s.revs ?? doc?.$rev)?.[event.stream];
      if (at !== undefined && at >= event.revision) return;
    }
    if (draftMode && doc && !s.owned) {
      // The loaded document may be shared with readers (memory store): change a private copy.
      doc = projection.draft ? projection.draft(doc) : structuredClone(doc);
      s.owned = true;
      s.doc = doc;
    }
    const next = draftMode
      ? projection.evolveDraft!(doc, event, s.id)
      : projection.evolve(doc, event, s.id);
    if (next === undefined || (!draftMode && next === doc)) return;
    if (next === null) {
      s.revs = undefined;
      s.owned = false;
    } else {
      if (!seen) {
        if (!s.revs) s.revs = { ...doc?.$rev };
        s.revs[event.stream] = event.revision;
        next.$rev = s.revs;
      }
      if (draftMode) s.owned = true;
    }
    s.doc = next;
    if (!s.dirty) {
      s.dirty = true;
      dirty.push(s);
    }
  };
}
