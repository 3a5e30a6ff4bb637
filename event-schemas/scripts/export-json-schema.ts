// Writes event-schemas/json-schema/<Type>.v<N>.schema.json for every event version.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMarketplaceRegistry, eventJsonSchemas } from '../src/index.js';

const dir = fileURLToPath(new URL('../json-schema/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const f of readdirSync(dir)) if (f.endsWith('.schema.json')) rmSync(dir + f);
const files = eventJsonSchemas(createMarketplaceRegistry());
for (const f of files) writeFileSync(dir + f.fileName, JSON.stringify(f.schema, null, 2) + '\n');
console.log(`wrote ${files.length} JSON Schema files to event-schemas/json-schema/`);
