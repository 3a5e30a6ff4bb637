import { createMarketplaceRegistry, type RecordedEvent } from '@facet/event-schemas';

/** Lifts stored events to their current version; types the registry does not know pass through. */
export function marketplaceUpcaster(): (e: RecordedEvent) => RecordedEvent {
  const registry = createMarketplaceRegistry();
  return (e) => {
    try {
      const { version, data } = registry.upcast(e.type, e.schemaVersion, e.data);
      return version === e.schemaVersion ? e : { ...e, schemaVersion: version, data };
    } catch {
      return e;
    }
  };
}
