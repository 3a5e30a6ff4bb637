import type { Position } from '@facet/event-schemas';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import type { Doc } from '../../runner/projection.js';
import { layoutOf, SEPARATOR, type GroupedLayout, type Layouts } from '../grouped/grouped-layout.js';
import { CheckpointMismatch, type NamespaceCommit, type ReadModelStore } from '../read-model-store.port.js';

interface Space {
  /** Documents by id; in a grouped namespace, its entries by entry id. */
  docs: Map<string, Doc>;
  /** Grouped namespaces: the entry ids of each group, in the order they first appeared. */
  groups: Map<string, string[]>;
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
    if (!s.layout || id.includes(SEPARATOR)) return s.docs.get(id);
    const entries = s.groups.get(id);
    return entries ? s.layout.materialize(id, entries.map((e) => s.docs.get(e)!)) : undefined;
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
        if (s.layout && w.id.includes(SEPARATOR)) this.writeEntry(s, w.id, w.doc);
        else if (w.doc === null) s.docs.delete(w.id);
        else s.docs.set(w.id, w.doc);
      }
      s.checkpoint = c.checkpoint;
    }
  }

  /** Only an entry that comes or goes touches its group's list; a rewrite is one map write. */
  private writeEntry(s: Space, id: string, doc: Doc | null): void {
    const size = s.docs.size;
    if (doc !== null) s.docs.set(id, doc);
    else s.docs.delete(id);
    if (s.docs.size === size) return;
    const group = id.slice(0, id.indexOf(SEPARATOR));
    const entries = s.groups.get(group);
    if (doc !== null) {
      if (entries) entries.push(id);
      else s.groups.set(group, [id]);
      return;
    }
    const rest = entries?.filter((e) => e !== id) ?? [];
    if (rest.length) s.groups.set(group, rest);
    else s.groups.delete(group);
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
