/** A SHA-256 hex as a reader compares it at a glance: the first 8 and the last 4 digits. */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash;
}
