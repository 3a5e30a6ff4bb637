/** A date as the report calls take it: YYYY-MM-DD of the UTC day. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The report page opens on the year so far: from 1 January (UTC) to today, both included. */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: `${now.getUTCFullYear()}-01-01`, to: isoDay(now) };
}
