/**
 * Records keyed by a caller's key (a user id, a request field, a name from the client).
 *
 * A plain object indexed by such a key reads `Object.prototype`: `maxima['valueOf']` is a
 * function, `offers['__proto__']` an object (issue 28, item 1: `admin/replay/frame` with
 * `bidder_id` 'valueOf' answered 500). Every such lookup reads own keys only, through these; a
 * record filled from a caller's keys starts from `keyedRecord()` (no prototype), or is a `Map`.
 * The lint rule `no-restricted-syntax` (eslint.config.js, KEYED_LOOKUPS) refuses the bare forms.
 */

type Keyed<T> = { readonly [key: string]: T };

/** The record's own value at `key`, or undefined: never an inherited member. */
export function ownValue<T>(record: Keyed<T> | null | undefined, key: string): T | undefined {
  if (record == null || !Object.hasOwn(record, key)) return undefined;
  // eslint-disable-next-line no-restricted-syntax -- own key, checked on the line above
  return record[key];
}

/** Whether `key` is the record's own key (what `key in record` means, without the prototype). */
export const hasOwnKey = (record: object | null | undefined, key: string): boolean =>
  record != null && Object.hasOwn(record, key);

/** An empty record with no prototype, to fill from a caller's keys (`__proto__` is a key there). */
export const keyedRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/**
 * Sets the record's own `key` (a builder's local record): `record[key] = value` with `__proto__`
 * as the key would swap the record's prototype instead of adding a member.
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
