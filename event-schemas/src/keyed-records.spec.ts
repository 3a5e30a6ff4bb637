import { describe, expect, it } from 'vitest';
import { hasOwnKey, keyedRecord, ownValue, setOwn } from './keyed-records.js';

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'];

describe("records keyed by a caller's key (issue 28, item 1)", () => {
  it('reads own values only: an Object member is absent', () => {
    const maxima: Record<string, number> = { u1: 500 };
    expect(ownValue(maxima, 'u1')).toBe(500);
    for (const key of PROTOTYPE_KEYS) {
      expect(ownValue(maxima, key)).toBeUndefined();
      expect(hasOwnKey(maxima, key)).toBe(false);
    }
    expect(ownValue(undefined, 'u1')).toBeUndefined();
  });

  it('sets `__proto__` as a member, never as the prototype', () => {
    const values: Record<string, unknown> = {};
    setOwn(values, '__proto__', { isAdmin: true });
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect((values as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect(ownValue(values, '__proto__')).toEqual({ isAdmin: true });
    expect(Object.getPrototypeOf(keyedRecord())).toBeNull();
  });
});
