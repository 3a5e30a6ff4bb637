/** How far before the close a timed bid is set by default: the lot's last minute. */
export const LAST_MINUTE_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input's value, in the browser's time zone, to the second. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** The default time: one minute before the close, or now when the close is nearer than that. */
export function defaultTimedBidTime(closeIso: string, nowMs: number): string {
  return toLocalInput(Math.max(Date.parse(closeIso) - LAST_MINUTE_MS, nowMs));
}

/** A `datetime-local` value back to an ISO instant (null when it is not a time). */
export function localInputToIso(value: string): string | null {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
