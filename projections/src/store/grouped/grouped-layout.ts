import {
  NO_DOCS,
  type Doc,
  type ProjectedEvent,
  type Projection,
} from '../../runner/projection.js';

/**
 * A read model whose documents grow (a user's bids, a lot's history) is stored as a group of
 * small entry documents, id `<group>/<key>`, so a batch reads and writes only the entries it
 * touches. Reading the group id itself returns the whole document, built by `materialize`.
 */
export interface GroupedLayout {
  materialize(group: string, entries: readonly Doc[]): Doc;
  /**
   * Optional: each entry's place in its group (an invoice number, a lot's listing time); entries
   * of equal order follow by key. With it the store keeps the group ordered, so a reader can walk
   * a large group a page at a time (ReadModelStore.entryPage, entryWindow) instead of reading it
   * whole. Undefined leaves an entry out of the order (a marker read by its key, not listed); an
   * entry's key is in the order or out of it for good.
   */
  order?(entry: Doc): number | undefined;
}

export type Layouts = Readonly<Record<string, GroupedLayout>>;

/** Group ids never contain '/': user and lot ids are opaque tokens without one. */
export const SEPARATOR = '/';

export const entryId = (group: string, key: string): string => `${group}${SEPARATOR}${key}`;

/**
 * A grouped projection's `entryGroup`, `entryKey` and the `route` joining the two: spread into the
 * projection, so its route and its pair cannot disagree.
 */
export function groupedBy(
  group: (e: ProjectedEvent) => string | undefined,
  key: (e: ProjectedEvent) => string,
): Required<Pick<Projection, 'route' | 'entryGroup' | 'entryKey'>> {
  return {
    route: (e) => {
      const g = group(e);
      return g === undefined ? NO_DOCS : entryId(g, key(e));
    },
    entryGroup: group,
    entryKey: key,
  };
}

/** The layout of `<projection>:v<version>`, if its documents are grouped. */
export function layoutOf(layouts: Layouts, ns: string): GroupedLayout | undefined {
  const i = ns.lastIndexOf(':v');
  return layouts[i < 0 ? ns : ns.slice(0, i)];
}
