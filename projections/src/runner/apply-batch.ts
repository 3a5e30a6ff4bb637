import type { RecordedEvent } from '@facet/event-schemas';
import type { DocWrite, ReadModelStore } from '../store/read-model-store.port.js';
import { namespaceOf, type Doc, type Projection, type Revisions } from './projection.js';

/** One document that changed in a batch, for the notifier. */
export interface DocChange {
  projection: string;
  id: string;
  before: Doc | undefined;
  after: Doc | null;
}

export interface AppliedBatch {
  ns: string;
  writes: DocWrite[];
  changes: DocChange[];
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
  events: readonly RecordedEvent[],
): Promise<AppliedBatch> {
  const ns = namespaceOf(projection);
  const routes = new Array<readonly string[]>(events.length);
  const before = new Map<string, Doc | undefined>();
  for (let i = 0; i < events.length; i++) {
    const r = projection.route(events[i]!);
    routes[i] = r;
    for (const id of r) before.set(id, undefined);
  }
  const ids = [...before.keys()];
  const loaded = ids.length ? await store.getMany(ns, ids) : [];
  ids.forEach((id, i) => before.set(id, loaded[i]));
  const work = new Map<string, Doc | null | undefined>(before);
  const revs = new Map<string, Revisions>();
  const drafts = new Set<string>();
  const dirty = new Set<string>();
  const draftMode = projection.evolveDraft !== undefined;
  const ownRevisions = projection.seen !== undefined;

  events.forEach((event, i) => {
    const r = routes[i]!;
    if (r.length === 0) return;
    for (const id of r) {
      let doc = work.get(id) ?? undefined;
      if (ownRevisions) {
        if (doc && projection.seen!(doc, event)) continue;
      } else {
        const seen = (revs.get(id) ?? doc?.$rev)?.[event.stream];
        if (seen !== undefined && seen >= event.revision) continue;
      }
      if (draftMode && doc && !drafts.has(id)) {
        // The loaded document may be shared with readers (memory store): change a private copy.
        doc = projection.draft ? projection.draft(doc) : structuredClone(doc);
        drafts.add(id);
        work.set(id, doc);
      }
      const next = draftMode ? projection.evolveDraft!(doc, event, id) : projection.evolve(doc, event, id);
      if (next === undefined || (!draftMode && next === doc)) continue;
      if (next !== null && !ownRevisions) {
        let own = revs.get(id);
        if (!own) revs.set(id, (own = { ...doc?.$rev }));
        own[event.stream] = event.revision;
        next.$rev = own;
      } else if (next === null) {
        revs.delete(id);
        drafts.delete(id);
      }
      if (next !== null && draftMode) drafts.add(id);
      work.set(id, next);
      dirty.add(id);
    }
  });

  const writes: DocWrite[] = [];
  const changes: DocChange[] = [];
  for (const id of dirty) {
    const after = work.get(id) ?? null;
    writes.push({ id, doc: after });
    changes.push({ projection: projection.name, id, before: before.get(id), after });
  }
  return { ns, writes, changes };
}
