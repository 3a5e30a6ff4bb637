import type { Position } from '@facet/event-schemas';
import type { Doc } from '../../runner/projection.js';
import {
  entryId,
  layoutOf,
  SEPARATOR,
  type GroupedLayout,
  type Layouts,
} from '../grouped/grouped-layout.js';
import {
  CheckpointMismatch,
  type EntryCursor,
  type EntryWindow,
  type FoldTarget,
  type NamespaceCommit,
  type ReadModelStore,
} from '../read-model-store.port.js';

interface Sorted extends EntryCursor {
  doc: Doc;
}

/** By order, then by key in code-unit order (as Redis orders a sorted set's equal scores). */
const byCursor = (a: EntryCursor, b: EntryCursor): number =>
  a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** One namespace: its documents, its checkpoint, and whether a reader may hold its documents. */
class Space implements FoldTarget {
  /** Documents by id (in a grouped namespace, only ids without a separator). */
  readonly docs = new Map<string, Doc>();
  /**
   * Grouped namespaces: each group's entries by key, in the order they first appeared. Small maps
   * per group, not one map of every entry id: a rebuild's reads and writes of a group stay close
   * together in memory instead of probing a table of hundreds of thousands of ids.
   */
  readonly groups = new Map<string, Map<string, Doc>>();
  checkpoint: Position | undefined;
  /** A reader has been handed documents of this namespace: from then on they are shared. */
  handedOut = false;
  /** Ordered layouts: a group's entries sorted by `order`, kept until the group is written again. */
  private readonly sorted = new Map<string, Sorted[]>();

  constructor(readonly layout: GroupedLayout | undefined) {}

  get(id: string): Doc | undefined {
    if (!this.layout) return this.docs.get(id);
    const cut = id.indexOf(SEPARATOR);
    if (cut >= 0) return this.getEntry(id.slice(0, cut), id.slice(cut + 1));
    const entries = this.groups.get(id);
    return entries ? this.layout.materialize(id, [...entries.values()]) : undefined;
  }

  set(id: string, doc: Doc | null): void {
    const cut = this.layout ? id.indexOf(SEPARATOR) : -1;
    if (cut >= 0) this.setEntry(id.slice(0, cut), id.slice(cut + 1), doc);
    else if (doc === null) this.docs.delete(id);
    else this.docs.set(id, doc);
  }

  getEntry(group: string, key: string): Doc | undefined {
    return this.layout ? this.groups.get(group)?.get(key) : this.docs.get(entryId(group, key));
  }

  /** A group lists while it has an entry and goes with its last. */
  setEntry(group: string, key: string, doc: Doc | null): void {
    if (!this.layout) return this.set(entryId(group, key), doc);
    this.sorted.delete(group);
    let entries = this.groups.get(group);
    if (doc !== null) {
      if (!entries) this.groups.set(group, (entries = new Map()));
      entries.set(key, doc);
    } else if (entries?.delete(key) && entries.size === 0) {
      this.groups.delete(group);
    }
  }

  /** The group's ordered entries: sorted once per change of the group. */
  private ordered(group: string, reader: string): readonly Sorted[] {
    const order = this.layout?.order;
    if (!order) throw new Error(`${reader} needs a grouped layout with an order`);
    let list = this.sorted.get(group);
    if (!list) {
      const entries = this.groups.get(group);
      if (!entries) return [];
      list = [];
      for (const [key, doc] of entries) {
        const at = order(doc);
        if (at !== undefined) list.push({ order: at, key, doc });
      }
      list.sort(byCursor);
      this.sorted.set(group, list);
    }
    return list;
  }

  /** The entries after the cursor, found by bisection. */
  page(group: string, after: EntryCursor | undefined, limit: number): Doc[] {
    const list = this.ordered(group, 'entryPage');
    let lo = 0;
    let hi = list.length;
    while (after !== undefined && lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (byCursor(list[mid]!, after) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return list.slice(lo, lo + limit).map((e) => e.doc);
  }

  /** `limit` entries from `offset`, from either end, and how many the order holds. */
  window(
    group: string,
    { offset, limit, descending }: EntryWindow,
  ): { entries: Doc[]; total: number } {
    const list = this.ordered(group, 'entryWindow');
    const total = list.length;
    if (!descending)
      return { entries: list.slice(offset, offset + limit).map((e) => e.doc), total };
    const end = Math.max(0, total - offset);
    const slice = list.slice(Math.max(0, end - limit), end);
    return { entries: slice.reverse().map((e) => e.doc), total };
  }
}

/**
 * The embedded default: documents in a Map, rebuilt from the log at start. Documents are frozen
 * by convention (evolves return new objects), so they are stored and handed out without copies.
 */
export class MemoryReadModelStore implements ReadModelStore {
  private readonly spaces = new Map<string, Space>();

  /** `layouts`: the grouped read models, by projection name; the store itself names none. */
  constructor(private readonly layouts: Layouts) {}

  private space(ns: string): Space {
    let s = this.spaces.get(ns);
    if (!s) this.spaces.set(ns, (s = new Space(layoutOf(this.layouts, ns))));
    return s;
  }

  async getMany<D extends Doc>(ns: string, ids: readonly string[]): Promise<(D | undefined)[]> {
    return readMany<D>(this.readBy(ns), ids);
  }

  async loadForFold<D extends Doc>(
    ns: string,
    ids: readonly string[],
  ): Promise<{ docs: (D | undefined)[]; unshared: boolean }> {
    const s = this.space(ns);
    return { docs: readMany<D>(s, ids), unshared: !s.handedOut };
  }

  foldInPlace(
    commits: readonly Omit<NamespaceCommit, 'writes'>[],
    fold: (target: FoldTarget, index: number) => void,
  ): boolean {
    const spaces = commits.map((c) => this.space(c.ns));
    if (spaces.some((s) => s.handedOut)) return false;
    this.check(commits);
    for (let i = 0; i < commits.length; i++) fold(spaces[i]!, i);
    // Only once every fold has returned: a fold that throws moves no checkpoint of the batch.
    for (let i = 0; i < commits.length; i++) spaces[i]!.checkpoint = commits[i]!.checkpoint;
    return true;
  }

  /** The namespace, marked as read: its documents may now be held by a reader. */
  private readBy(ns: string): Space {
    const s = this.space(ns);
    s.handedOut = true;
    return s;
  }

  async get<D extends Doc>(ns: string, id: string): Promise<D | undefined> {
    return this.readBy(ns).get(id) as D | undefined;
  }

  async all<D extends Doc>(ns: string): Promise<D[]> {
    const s = this.readBy(ns);
    if (!s.layout) return [...s.docs.values()] as D[];
    return [...s.groups.keys()].map((id) => s.get(id) as D);
  }

  async ids(ns: string): Promise<string[]> {
    const s = this.space(ns);
    return [...(s.layout ? s.groups : s.docs).keys()];
  }

  async entryPage<D extends Doc>(
    ns: string,
    group: string,
    after: EntryCursor | undefined,
    limit: number,
  ): Promise<D[]> {
    return this.readBy(ns).page(group, after, limit) as D[];
  }

  async entryWindow<D extends Doc>(
    ns: string,
    group: string,
    window: EntryWindow,
  ): Promise<{ entries: D[]; total: number }> {
    return this.readBy(ns).window(group, window) as { entries: D[]; total: number };
  }

  async readCheckpoint(ns: string): Promise<Position | undefined> {
    return this.space(ns).checkpoint;
  }

  async commit(commits: readonly NamespaceCommit[]): Promise<void> {
    this.check(commits);
    for (const c of commits) {
      const s = this.space(c.ns);
      const writes = c.writes;
      for (let i = 0; i < writes.length; i++) s.set(writes[i]!.id, writes[i]!.doc);
      s.checkpoint = c.checkpoint;
    }
  }

  private check(commits: readonly Pick<NamespaceCommit, 'ns' | 'expected'>[]): void {
    for (const c of commits) {
      if (this.space(c.ns).checkpoint !== c.expected) throw new CheckpointMismatch(c.ns);
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

function readMany<D extends Doc>(s: Space, ids: readonly string[]): (D | undefined)[] {
  const out = new Array<D | undefined>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = s.get(ids[i]!) as D | undefined;
  return out;
}
