import type { Doc, ProjectedEvent, Projection } from '../../runner/projection.js';
import { groupedBy } from './grouped-layout.js';

/**
 * A grouped read model that keeps one entry per event of one kind, made by that event and never
 * changed after (a seller's index of the invoices raised, of the lots listed). `pick` takes the
 * kind's data (undefined for any other event); `group` and `key` name the entry, `entry` is what it
 * keeps. Spread into the projection beside its name and version.
 */
export function entryPerEvent<D, E extends Doc>(
  pick: (e: ProjectedEvent) => D | undefined,
  group: (data: D) => string,
  key: (data: D) => string,
  entry: (data: D) => E,
): Required<Pick<Projection<E>, 'route' | 'entryGroup' | 'entryKey' | 'evolve' | 'seen'>> {
  return {
    ...groupedBy(
      (e) => {
        const data = pick(e);
        return data === undefined ? undefined : group(data);
      },
      // Called only for an event the group took: one `pick` took.
      (e) => key(pick(e)!),
    ),
    evolve: (doc, e) => {
      const data = pick(e);
      return data !== undefined && !doc ? entry(data) : undefined;
    },
    // Such an event happens once per entry: an entry that exists has seen it.
    seen: () => true,
  };
}
