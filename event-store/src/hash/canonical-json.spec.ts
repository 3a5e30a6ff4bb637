import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

/** The hand-joined form every recorded hash was computed with: the bytes must never change. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : reference(v))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()

    .flatMap((k) => (record[k] === undefined || typeof record[k] === 'function' ? [] : [k]))

    .map((k) => `${JSON.stringify(k)}:${reference(record[k])}`);
  return `{${members.join(',')}}`;
}

const key = fc.oneof(
  fc.string(),
  fc.constantFrom('0', '9', '10', '4294967294', '4294967295', '01', '__proto__', 'constructor'),
);
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(key, tie('value'), { maxKeys: 6 }),
}));

describe('canonical JSON keeps the bytes of every hash already recorded', () => {
  it('equals the hand-joined form for any JSON value, index-like and "__proto__" keys included', () => {
    fc.assert(
      fc.property(value, (v) => canonicalJson(v) === reference(v)),
      {
        numRuns: 2_000,
      },
    );
  });

  it('sorts index-like keys by code unit, not by number', () => {
    expect(canonicalJson({ 9: 'b', 10: 'a', x: { 2: 1, 1: 2 } })).toBe(
      '{"10":"a","9":"b","x":{"1":2,"2":1}}',
    );
  });

  it('keeps an own "__proto__" member that JSON.parse made', () => {
    expect(canonicalJson(JSON.parse('{"b":1,"__proto__":{"x":1}}'))).toBe(
      '{"__proto__":{"x":1},"b":1}',
    );
  });

  it('writes functions and symbols as JSON does and a Date as its own keys', () => {
    expect(canonicalJson([() => 1, Symbol('s'), undefined])).toBe('[null,null,null]');
    expect(canonicalJson({ f: () => 1, s: Symbol('s'), d: new Date(0) })).toBe('{"d":{},"s":null}');
  });

  it('refuses bigints and non-finite numbers', () => {
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
    expect(() => canonicalJson([Number.POSITIVE_INFINITY])).toThrow(TypeError);
  });
});
