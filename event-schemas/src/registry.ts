import type { EventDefinition, LegacyEventVersion } from './define-event.js';

export class UnknownEventType extends Error {
  constructor(
    readonly eventType: string,
    readonly version?: number,
  ) {
    super(`Unknown event ${eventType}${version === undefined ? '' : `@${version}`}`);
  }
}

export class InvalidEventData extends Error {
  constructor(
    readonly eventType: string,
    readonly version: number,
    readonly issues: string,
  ) {
    super(`Invalid ${eventType}@${version}: ${issues}`);
  }
}

/** Every event type the marketplace knows, current and frozen versions, and the way up. */
export class EventRegistry {
  private readonly current = new Map<string, EventDefinition>();
  private readonly legacy = new Map<string, LegacyEventVersion>();

  register(...definitions: EventDefinition[]): this {
    for (const d of definitions) {
      if (this.current.has(d.type)) throw new Error(`Event ${d.type} registered twice`);
      this.current.set(d.type, d);
    }
    return this;
  }

  registerLegacy(...versions: LegacyEventVersion[]): this {
    for (const v of versions) this.legacy.set(`${v.type}@${v.version}`, v);
    return this;
  }

  definitions(): EventDefinition[] {
    return [...this.current.values()];
  }

  legacyVersions(): LegacyEventVersion[] {
    return [...this.legacy.values()];
  }

  currentVersion(type: string): number {
    const d = this.current.get(type);
    if (!d) throw new UnknownEventType(type);
    return d.version;
  }

  /** Validates data against the schema of exactly `type@version`; returns the parsed data. */
  validate(type: string, version: number, data: unknown): unknown {
    const d = this.current.get(type);
    const schema =
      d && d.version === version ? d.schema : this.legacy.get(`${type}@${version}`)?.schema;
    if (!schema) throw new UnknownEventType(type, version);
    const result = schema.safeParse(data);
    if (!result.success) throw new InvalidEventData(type, version, result.error.message);
    return result.data;
  }

  /** Lifts stored data of any known version to the current version, one step at a time. */
  upcast(type: string, version: number, data: unknown): { version: number; data: unknown } {
    const target = this.currentVersion(type);
    let v = version;
    let d = data;
    while (v < target) {
      const step = this.legacy.get(`${type}@${v}`);
      if (!step) throw new UnknownEventType(type, v);
      d = step.upcast(step.schema.parse(d));
      v += 1;
    }
    return { version: v, data: d };
  }
}
