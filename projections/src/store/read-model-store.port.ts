import type { Position } from '@facet/event-schemas';
import type { Doc } from '../runner/projection.js';

/** One document write: `doc: null` deletes it. */
export interface DocWrite {
  id: string;
  doc: Doc | null;
}

/** The writes of one projection in one batch and the checkpoint they bring it to. */
export interface NamespaceCommit {
  /** `<projection>:v<version>`. */
  ns: string;
  writes: DocWrite[];
  /** The checkpoint the caller read; a store that lost it (flushed) or moved on refuses. */
  expected: Position | undefined;
  checkpoint: Position;
}

/** A namespace's documents, reached directly by a fold in place (see ReadModelStore.foldInPlace). */
export interface FoldTarget {
  get(id: string): Doc | undefined;
  /** `null` deletes. */
  set(id: string, doc: Doc | null): void;
  /** One entry of a grouped namespace, by group and key: the same document as `entryId(group, key)`. */
  getEntry(group: string, key: string): Doc | undefined;
  setEntry(group: string, key: string, doc: Doc | null): void;
}

/** Someone else wrote this checkpoint, or it vanished (store flushed): rebuild or stop. */
export class CheckpointMismatch extends Error {
  readonly code = 'projections.checkpoint-mismatch';
  constructor(readonly ns: string) {
    super(`Checkpoint of ${ns} is not where this runner left it`);
  }
}

/** Where a walk of an ordered group stands: the order and the key of the last entry it read. */
export interface EntryCursor {
  order: number;
  key: string;
}

/** A window of an ordered group by position: `limit` entries from `offset`, from either end. */
export interface EntryWindow {
  offset: number;
  limit: number;
  /** From the group's last entry back (highest order first), as a newest-first list pages. */
  descending?: boolean;
}

/**
 * Where read models live. Keys follow `rm:<projection>:v<version>:<id>` and checkpoints
 * `cp:<projection>:v<version>`. A commit writes documents and checkpoints atomically.
 */
export interface ReadModelStore {
  getMany<D extends Doc>(ns: string, ids: readonly string[]): Promise<(D | undefined)[]>;
  /**
   * Optional: the runner's own load of the documents a batch changes, which hands them to no
   * reader. `unshared` is true while no reader can hold a document of `ns` (memory: none has read
   * the namespace yet, as during the rebuild at start): the runner may then change them in place
   * instead of copying each one it changes.
   */
  loadForFold?<D extends Doc>(
    ns: string,
    ids: readonly string[],
  ): Promise<{ docs: (D | undefined)[]; unshared: boolean }>;
  /**
   * Optional, for a store whose documents live in this process: while no reader has been handed
   * a document of any of the namespaces (the rebuild at start), `fold` changes them directly, and
   * their checkpoints move with it, all before this returns: no copies, no writes list, no commit
   * to wait for. Returns false and calls nothing when a reader may hold one: the caller then
   * loads, folds and commits. Refuses a mismatched checkpoint as `commit` does, changing nothing.
   */
  foldInPlace?(
    commits: readonly Omit<NamespaceCommit, 'writes'>[],
    fold: (target: FoldTarget, index: number) => void,
  ): boolean;
  get<D extends Doc>(ns: string, id: string): Promise<D | undefined>;
  all<D extends Doc>(ns: string): Promise<D[]>;
  /** The ids of a namespace's documents (its group ids when grouped), without reading them. */
  ids(ns: string): Promise<string[]>;
  /**
   * Keyset paging over one group of a grouped namespace whose layout has an `order`: at most
   * `limit` entries after the cursor (from the first when undefined), by order, entries of equal
   * order by key (code-unit order). A reader walks a group of any size holding one page;
   * entries written meanwhile appear in their place if it is still ahead. Refuses a namespace
   * whose layout has no order.
   */
  entryPage<D extends Doc>(
    ns: string,
    group: string,
    after: EntryCursor | undefined,
    limit: number,
  ): Promise<D[]>;
  /**
   * Page-number paging over one group of a grouped namespace whose layout has an `order`: how many
   * entries the group's order holds (`total`) and the entries of the window, read together so the
   * two agree; a window past the end is empty, `limit` 0 only counts. Entries of equal order
   * follow by key as in `entryPage`; `descending` walks the same order backwards. Refuses a
   * namespace whose layout has no order.
   */
  entryWindow<D extends Doc>(
    ns: string,
    group: string,
    window: EntryWindow,
  ): Promise<{ entries: D[]; total: number }>;
  readCheckpoint(ns: string): Promise<Position | undefined>;
  /**
   * Reads called after `commit` was called (before it settles) see its writes; if it then fails,
   * no later commit of those namespaces succeeds on top of them (their checkpoints refuse it).
   */
  commit(commits: readonly NamespaceCommit[]): Promise<void>;
  /** Removes every document and the checkpoint of a namespace (an old version after a switch). */
  drop(ns: string): Promise<void>;
  close(): Promise<void>;
}
