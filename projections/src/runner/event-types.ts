import { type EventDefinition, marketplaceEventFamilies } from '@facet/event-schemas';
import type { ProjectedEvent } from './projection.js';

/** An event type of the marketplace: what a read model's `types` lists. */
export type EventType = ProjectedEvent['type'];

const ALL_TYPES: readonly EventType[] = marketplaceEventFamilies.flatMap((family) =>
  family.map((d) => d.type as EventType),
);

/** Every type of a family of events (those a stream holds: a lot's, an auction's). */
export const typesOf = (family: readonly EventDefinition[]): readonly EventType[] =>
  family.map((d) => d.type as EventType);

/**
 * The types a predicate on the type alone takes, derived from it over every marketplace type:
 * a read model's `types` and its route's test can then never disagree.
 */
export const typesWhere = (takes: (e: ProjectedEvent) => unknown): readonly EventType[] =>
  ALL_TYPES.filter((type) => takes({ type } as ProjectedEvent));
