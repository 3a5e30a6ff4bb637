import { z } from 'zod';

/** The current schema of one event type. */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  version: number;
  schema: S;
}

/** A frozen older version of an event and how to lift its data one version up. */
export interface LegacyEventVersion {
  type: string;
  version: number;
  schema: z.ZodType;
  /** Turns data of `version` into data of `version + 1`. */
  upcast: (data: unknown) => unknown;
}

export type EventData<D extends EventDefinition> = z.infer<D['schema']>;

/** The domain event type a definition describes: `{ type, data }`. */
export type EventOf<D extends EventDefinition> = { type: D['type']; data: z.infer<D['schema']> };

export function defineEvent<const T extends string, S extends z.ZodType>(
  type: T,
  version: number,
  schema: S,
): EventDefinition<T, S> {
  return { type, version, schema };
}
