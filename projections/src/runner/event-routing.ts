import type { Projection, ProjectedEvent } from './projection.js';

/**
 * Which read models take which event types, built once per group of read models: a batch is split
 * in one pass into each read model's own events, so a read model never routes (and a rebuild
 * never loops over) an event of a type it does not take. A read model that declares no `types`
 * gets the whole batch, as before.
 */
export class EventRouting {
  private readonly byType = new Map<string, number[]>();
  private readonly declared: boolean[];

  constructor(private readonly projections: readonly Projection[]) {
    this.declared = projections.map((p) => p.types !== undefined);
    projections.forEach((p, i) => {
      for (const type of p.types ?? []) {
        const takers = this.byType.get(type);
        if (takers) takers.push(i);
        else this.byType.set(type, [i]);
      }
    });
  }

  /** Each read model's events of the batch, in the batch's order (index as in `projections`). */
  split(events: readonly ProjectedEvent[]): (readonly ProjectedEvent[])[] {
    const out: ProjectedEvent[][] = this.projections.map(() => []);
    for (let i = 0; i < events.length; i++) {
      const e = events[i]!;
      const takers = this.byType.get(e.type);
      if (!takers) continue;
      for (let j = 0; j < takers.length; j++) out[takers[j]!]!.push(e);
    }
    return out.map((own, i) => (this.declared[i] ? own : events));
  }
}
