import { createMarketplaceRegistry, type RecordedEvent } from '@facet/event-schemas';

/**
 * Lifts stored events to their current version; types the registry does not know pass through.
 * Stored events were validated when they were appended: an event already at its type's current
 * version is handed on as it is (no parse, no copy), so a rebuild pays only for the old ones.
 */
export function marketplaceUpcaster(): (e: RecordedEvent) => RecordedEvent {
  const registry = createMarketplaceRegistry();
  const current = new Map(registry.definitions().map((d) => [d.type, d.version]));
  return (e) => {
    const version = current.get(e.type);
    if (version === undefined || version === e.schemaVersion) return e;
    try {
      const up = registry.upcast(e.type, e.schemaVersion, e.data);
      return up.version === e.schemaVersion
        ? e
        : { ...e, schemaVersion: up.version, data: up.data };
    } catch {
      return e;
    }
  };
}
