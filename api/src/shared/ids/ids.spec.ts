import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('is a UUID v7 whose first 48 bits are the instant', () => {
    const id = newId(Date.UTC(2026, 10, 22, 8, 0, 0));
    expect(id).toMatch(V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22, 8, 0, 0));
  });

  it('never repeats across many ids drawn from the shared random pool', () => {
    const ids = new Set(Array.from({ length: 5_000 }, () => newId(0)));
    expect(ids.size).toBe(5_000);
  });

  it('sorts by time', () => {
    expect(newId(1_000) < newId(2_000)).toBe(true);
  });
});
