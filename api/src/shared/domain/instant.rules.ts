// Time is data here: instants arrive in commands as ISO strings; nothing reads a clock.

/**
 * Instants already parsed: a bid compares its instant with the lot's start and close several times,
 * and the lot's dates are the same strings bid after bid. A pure function's memo (cleared when
 * full), so the answers are Date.parse's.
 */
const parsed = new Map<string, number>();
const PARSED_MAX = 4_096;

export function toMs(iso: string): number {
  const known = parsed.get(iso);
  if (known !== undefined) return known;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO instant: ${iso}`);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(iso, ms);
  return ms;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Epoch milliseconds to `YYYY-MM-DDTHH:mm:ss.sssZ` (civil-from-days, H. Hinnant). */
export function fromMs(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  const rest = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = Math.floor(rest / 3_600_000);
  const m = Math.floor((rest % 3_600_000) / 60_000);
  const s = Math.floor((rest % 60_000) / 1000);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(m)}:${pad(s)}.${pad(rest % 1000, 3)}Z`;
}

export const addSeconds = (iso: string, seconds: number): string =>
  fromMs(toMs(iso) + seconds * 1000);
export const addMinutes = (iso: string, minutes: number): string => addSeconds(iso, minutes * 60);
export const isBefore = (a: string, b: string): boolean => toMs(a) < toMs(b);
