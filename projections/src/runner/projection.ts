import type { RecordedEvent, RecordedMarketplaceEvent } from '@facet/event-schemas';

/** What a projection folds: a recorded event whose `type` narrows its `data`. */
export type ProjectedEvent = RecordedMarketplaceEvent;

/** Revision of each stream a document has seen; the runner skips what it already applied. */
export type Revisions = Record<string, number>;

export interface Doc {
  $rev?: Revisions;
}

/**
 * A read model: a name, a version, which documents an event touches, and a pure `evolve`.
 * `evolve` returns a new document, `null` to delete it, or the same object (or undefined) when unchanged.
 */
export interface Projection<D extends Doc = Doc> {
  readonly name: string;
  readonly version: number;
  /**
   * The event types `route` (and `entryGroup`) can give a document for; the runner hands the read
   * model no event of another type. Undefined: every event (route decides alone).
   */
  readonly types?: readonly ProjectedEvent['type'][];
  /** The ids of the documents an event touches: one id as a plain string (no array per event). */
  route(event: ProjectedEvent): string | readonly string[];
  evolve(doc: D | undefined, event: ProjectedEvent, id: string): D | null | undefined;
  /**
   * Optional draft form for documents that grow (history rows, per-user maps): may change
   * `draft`, a private copy the runner owns for the batch, and return it; `undefined` = untouched.
   * Must decide exactly as `evolve` does; it only avoids copying a large document per event.
   */
  evolveDraft?(draft: D | undefined, event: ProjectedEvent, id: string): D | null | undefined;
  /**
   * Optional: whether `doc` already reflects `event`, for documents that keep revisions in their
   * own entries; the runner then keeps no `$rev` map for them.
   */
  seen?(doc: D, event: ProjectedEvent): boolean;
  /** With `evolveDraft`: a copy deep enough that changing the draft never changes `doc`. */
  draft?(doc: D): D;
  /**
   * Grouped read models (see GroupedLayout): the group of the one entry an event touches
   * (undefined: none), and with `entryKey` its key. `route` returns the two joined by `entryId`;
   * a store that keeps each group in a map of its own folds by the pair without joining and
   * splitting ids (see ReadModelStore.foldInPlace).
   */
  entryGroup?(event: ProjectedEvent): string | undefined;
  entryKey?(event: ProjectedEvent): string;
}

/** What `route` returns for an event a read model ignores: one shared array, not one per event. */
export const NO_DOCS: readonly string[] = Object.freeze([]);

/**
 * Each read model's namespace, joined once per definition: the runner asks for it on every batch of
 * every read model, and a store finds its documents by it (the same string: its hash is kept).
 */
const namespaces = new WeakMap<object, string>();
export const namespaceOf = (p: { name: string; version: number }): string => {
  let ns = namespaces.get(p);
  if (ns === undefined) namespaces.set(p, (ns = `${p.name}:v${p.version}`));
  return ns;
};

/**
 * The one place stored events become typed: each was validated against its schema when it was
 * appended and the upcaster lifted it to the current version, so its `type` names its `data`.
 * A type this build does not know falls into every evolve's default. No per-event work: the
 * same array, typed.
 */
export const asProjected = (events: readonly RecordedEvent[]): readonly ProjectedEvent[] =>
  events as readonly ProjectedEvent[];
