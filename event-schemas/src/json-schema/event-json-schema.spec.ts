import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMarketplaceRegistry } from '../marketplace-registry.js';
import { eventJsonSchemas } from './event-json-schema.js';

const dir = fileURLToPath(new URL('../../json-schema/', import.meta.url));
const files = eventJsonSchemas(createMarketplaceRegistry());

describe('Exported JSON Schema for outside readers', () => {
  it('has one file per event type and version', () => {
    const onDisk = existsSync(dir)
      ? readdirSync(dir).filter((f) => f.endsWith('.schema.json'))
      : [];
    expect(onDisk.sort()).toEqual(files.map((f) => f.fileName));
  });

  it.each(files.map((f) => [f.fileName, f] as const))(
    '%s matches the zod schema it was exported from (run npm run export-json-schema -w @facet/event-schemas)',
    (fileName, f) => {
      expect(JSON.parse(readFileSync(dir + fileName, 'utf8'))).toEqual(f.schema);
    },
  );

  it('describes money as integers, never as free numbers', () => {
    const lotSold = files.find((f) => f.fileName === 'LotSold.v1.schema.json');
    expect(JSON.stringify(lotSold?.schema)).toContain('"type":"integer"');
  });
});
