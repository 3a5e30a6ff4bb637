import { z } from 'zod';
import type { EventRegistry } from '../registry.js';

export interface EventJsonSchemaFile {
  fileName: string;
  schema: Record<string, unknown>;
}

/**
 * One JSON Schema document per type@version (current and frozen), for readers outside
 * TypeScript: auditors and Kafka consumers validate stored `data` with them.
 */
export function eventJsonSchemas(registry: EventRegistry): EventJsonSchemaFile[] {
  const entries = [
    ...registry.definitions().map((d) => ({ ...d, current: true })),
    ...registry.legacyVersions().map((l) => ({ ...l, current: false })),
  ];
  return entries
    .map(({ type, version, schema, current }) => ({
      fileName: `${type}.v${version}.schema.json`,
      schema: {
        $id: `urn:facet:event:${type}:${version}`,
        title: `${type} v${version}${current ? '' : ' (frozen; upcast on read)'}`,
        ...z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }),
      },
    }))
    .sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
}
