import { describe, expect, it } from 'vitest';
import { lotCreated } from '../testing/marketplace-scenario.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { marketplaceUpcaster } from './upcaster.js';

describe('The marketplace upcaster', () => {
  const upcast = marketplaceUpcaster();

  it('lifts a frozen LotCreated v1 to the current version (rough lots are priced per carat)', () => {
    const { pricing: _p, ...v1 } = lotCreated('l1');
    const up = upcast(recorded('lot-l1', 0, 'LotCreated', v1));
    expect(up.schemaVersion).toBe(2);
    expect((up.data as { pricing: string }).pricing).toBe('per_carat');
  });

  it('hands an event already at its current version on untouched, without a copy', () => {
    const e = recorded('lot-l1', 0, 'LotCreated', lotCreated('l1'), { schemaVersion: 2 });
    expect(upcast(e)).toBe(e);
  });

  it('passes a type it does not know through', () => {
    const e = recorded('x-1', 0, 'SomethingElse', {});
    expect(upcast(e)).toBe(e);
  });
});
