import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMarketplaceRegistry } from '../marketplace-registry.js';

const fixturesDir = new URL('../../fixtures/', import.meta.url);
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`${name}.json`, fixturesDir), 'utf8'));

// Every family of the marketplace: a fixture per registered type@version, none left over.
const registry = createMarketplaceRegistry();

describe('Golden fixtures', () => {
  const current = registry.definitions().map((d) => `${d.type}@${d.version}`);
  const legacy = registry.legacyVersions().map((v) => `${v.type}@${v.version}`);

  it.each(current)('%s has a fixture that validates against the current schema', (name) => {
    const [type = '', version] = name.split('@');
    expect(() => registry.validate(type, Number(version), fixture(name))).not.toThrow();
  });

  it.each(legacy)(
    'legacy %s has a fixture that validates and upcasts to a valid current version',
    (name) => {
      const [type = '', version] = name.split('@');
      const old = registry.validate(type, Number(version), fixture(name));
      const up = registry.upcast(type, Number(version), old);
      expect(up.version).toBe(registry.currentVersion(type));
      expect(() => registry.validate(type, up.version, up.data)).not.toThrow();
    },
  );

  it('upcasts LotCreated@1 to v2 as a per-carat lot', () => {
    const up = registry.upcast('LotCreated', 1, fixture('LotCreated@1'));
    expect(up).toEqual({
      version: 2,
      data: { ...(fixture('LotCreated@1') as object), pricing: 'per_carat' },
    });
  });

  it('has no fixture for a type@version nobody registered', () => {
    const files = readdirSync(fixturesDir).map((f) => f.replace(/\.json$/, ''));
    expect(files.filter((f) => !current.includes(f) && !legacy.includes(f))).toEqual([]);
  });

  it('rejects money as a float', () => {
    const data = { ...(fixture('BidDepositRecorded@1') as object), amount: 1000.5 };
    expect(() => registry.validate('BidDepositRecorded', 1, data)).toThrow(/BidDepositRecorded@1/);
  });
});
