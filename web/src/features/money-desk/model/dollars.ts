/** Dollars typed into a money field: a positive amount with at most 2 decimals, or null. */
export function dollarsOf(text: string): number | null {
  const v = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}
