import type { Position } from '@facet/event-schemas';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import type { Doc } from '../../runner/projection.js';
import { layoutOf, SEPARATOR, type GroupedLayout, type Layouts } from '../grouped/grouped-layout.js';
import { CheckpointMismatch, type NamespaceCommit, type ReadModelStore } from '../read-model-store.port.js';

interface Space {
  /** Documents by id (in a grouped namespace, only ids without a separator). */
  docs: Map<string, Doc>;
  /**
   * Grouped namespaces: each group's entries by key, in the order they first appeared. Small maps
   * per group, not one map of every entry id: a rebuild's reads and writes of a group stay close
   * together in memory instead of probing a table of hundreds of thousands of ids.
   */
  groups: Map<string, Map<string, Doc>>;
  layout: GroupedLayout | undefined;
  checkpoint: Position | undefined;
  /** A reader has been handed documents of this namespace: from then on they are shared. */
  handedOut: boolean;
}

/**
 * The embedded default: documents in a Map, rebuilt from the log at start. Documents are frozen
 * by convention (evolves return new objects), so they are stored and handed out without copies.
 */
export class MemoryReadModelStore implements ReadModelStore {
  private readonly spaces = new Map<string, Space>();

  constructor(private readonly layouts: Layouts = marketplaceLayouts) {}

  private space(ns: string): Space {
    let s = this.spaces.get(ns);
    if (!s)
      this.spaces.set(
        ns,
        (s = {
          docs: new Map(),
          groups: new Map(),
          layout: layoutOf(this.layouts, ns),
          checkpoint: undefined,
          handedOut: false,
        }),
      );
    return s;
  }

  private read(s: Space, id: string): Doc | undefined {
    if (!s.layout) return s.docs.get(id);
    const cut = id.indexOf(SEPARATOR);
    if (cut >= 0) return s.groups.get(id.slice(0, cut))?.get(id.slice(cut + 1));
    const entries = s.groups.get(id);
    return entries ? s.layout.materialize(id, [...entries.values()]) : undefined;
  }

  async getMany<D extends Doc>(ns: string, ids: readonly string[]): Promise<(D | undefined)[]> {
    return this.readMany<D>(this.readBy(ns), ids);
  }

  async loadForFold<D extends Doc>(ns: string, ids: readonly string[]): Promise<{ docs: (D | undefined)[]; unshared: boolean }> {
    const s = this.space(ns);
    return { docs: this.readMany<D>(s, ids), unshared: !s.handedOut };
  }

  private readMany<D extends Doc>(s: Space, ids: readonly string[]): (D | undefined)[] {
    const out = new Array<D | undefined>(ids.length);
    for (let i = 0; i < ids.length; i++) out[i] = this.read(s, ids[i]!) as D | undefined;
    return out;
  }

  /** The namespace, marked as read: its documents may now be held by a reader. */
  private readBy(ns: string): Space {
    const s = this.space(ns);
    s.handedOut = true;
    return s;
  }

  async get<D extends Doc>(ns: string, id: string): Promise<D | undefined> {
    return this.read(this.readBy(ns), id) as D | undefined;
  }

  async all<D extends Doc>(ns: string): Promise<D[]> {
    const s = this.readBy(ns);
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
      const writes = c.writes;
      for (let i = 0; i < writes.length; i++) {
        const { id, doc } = writes[i]!;
        const cut = s.layout ? id.indexOf(SEPARATOR) : -1;
        if (cut >= 0) this.writeEntry(s, id.slice(0, cut), id.slice(cut + 1), doc);
        else if (doc === null) s.docs.delete(id);
        else s.docs.set(id, doc);
      }
      s.checkpoint = c.checkpoint;
    }
  }

  /** A group lists while it has an entry and goes with its last. */
  private writeEntry(s: Space, group: string, key: string, doc: Doc | null): void {
    let entries = s.groups.get(group);
    if (doc !== null) {
      if (!entries) s.groups.set(group, (entries = new Map()));
      entries.set(key, doc);
    } else if (entries?.delete(key) && entries.size === 0) {
      s.groups.delete(group);
    }
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
