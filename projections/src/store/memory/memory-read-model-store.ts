import type { Position } from '@facet/event-schemas';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import type { Doc } from '../../runner/projection.js';
import { layoutOf, splitEntryId, type GroupedLayout, type Layouts } from '../grouped/grouped-layout.js';
import { CheckpointMismatch, type NamespaceCommit, type ReadModelStore } from '../read-model-store.port.js';

interface Space {
  docs: Map<string, Doc>;
  /** Grouped namespaces: entries by group id, then by key. */
  groups: Map<string, Map<string, Doc>>;
  layout: GroupedLayout | undefined;
  checkpoint: Position | undefined;
}

/**
 * The embedded default: documents in a Map, rebuilt from the log at start. Documents are frozen
 * by convention (evolves return new objects), so they are stored and handed out without copies.
 */
export class MemoryReadModelStore implements ReadModelStore {
  readonly freshReads = false;
  private readonly spaces = new Map<string, Space>();

  constructor(private readonly layouts: Layouts = marketplaceLayouts) {}

  private space(ns: string): Space {
    let s = this.spaces.get(ns);
    if (!s) this.spaces.set(ns, (s = { docs: new Map(), groups: new Map(), layout: layoutOf(this.layouts, ns), checkpoint: undefined }));
    return s;
  }

  private read(s: Space, id: string): Doc | undefined {
    if (!s.layout) return s.docs.get(id);
    const parts = splitEntryId(id);
    if (parts) return s.groups.get(parts[0])?.get(parts[1]);
    const entries = s.groups.get(id);
    return entries ? s.layout.materialize(id, [...entries.values()]) : undefined;
  }

  async getMany<D extends Doc>(ns: string, ids: readonly string[]): Promise<(D | undefined)[]> {
    const s = this.space(ns);
    return ids.map((id) => this.read(s, id) as D | undefined);
  }

  async get<D extends Doc>(ns: string, id: string): Promise<D | undefined> {
    return this.read(this.space(ns), id) as D | undefined;
  }

  async all<D extends Doc>(ns: string): Promise<D[]> {
    const s = this.space(ns);
    if (!s.layout) return [...s.docs.values()] as D[];
    return [...s.groups.keys()].map((id) => this.read(s, id) as D);
  }

  async readCheckpoint(ns: string): Promise<Position | undefined> {
    return this.space(ns).checkpoint;
  }

  async commit(commits: readonly NamespaceCommit[]): Promise<void> {
    for (const c of commits) {
      if (this.space(c.ns).checkpoint !== c.expected) throw new CheckpointMismatch(c.ns);
    }
    for (const c of commits) {
      const s = this.space(c.ns);
      for (const w of c.writes) {
        const parts = s.layout ? splitEntryId(w.id) : undefined;
        if (parts) this.writeEntry(s, parts[0], parts[1], w.doc);
        else if (w.doc === null) s.docs.delete(w.id);
        else s.docs.set(w.id, w.doc);
      }
      s.checkpoint = c.checkpoint;
    }
  }

  private writeEntry(s: Space, group: string, key: string, doc: Doc | null): void {
    let entries = s.groups.get(group);
    if (doc === null) {
      entries?.delete(key);
      if (entries?.size === 0) s.groups.delete(group);
      return;
    }
    if (!entries) s.groups.set(group, (entries = new Map()));
    entries.set(key, doc);
  }

  async drop(ns: string): Promise<void> {
    this.spaces.delete(ns);
  }

  /** Test hook: what a flushed store looks like. */
  flush(): void {
    this.spaces.clear();
  }

  async close(): Promise<void> {}
}
