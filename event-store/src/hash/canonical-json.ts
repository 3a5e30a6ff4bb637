/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, `undefined` members dropped.
 * The byte form the hash chain is computed over; auditors recompute it from exported events.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new TypeError('canonicalJson: non-finite number');
    }
    if (typeof value === 'bigint') throw new TypeError('canonicalJson: bigint');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).sort()) {
    // eslint-disable-next-line no-restricted-syntax -- key is one of Object.keys(record)
    const v = record[key];
    if (v === undefined || typeof v === 'function') continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(v)}`);
  }
  return `{${members.join(',')}}`;
}
