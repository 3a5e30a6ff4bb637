// The one formatting module: money '$1,234.50' (per carat '$1,234.50/ct'), dates MM-DD-YYYY, times h:mm a, weight ct/cts.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts cross the HTTP edge as dollars with at most 2 decimals; rounding to cents first keeps 0.1 + 0.2 honest. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

export function formatMoney(dollars: number | string | null | undefined): string {
  const n = typeof dollars === 'string' ? Number(dollars) : dollars;
  return formatCents(toCents(Number.isFinite(n) ? (n as number) : 0));
}

/**
 * Unicode isolates (FSI ... PDI) for a value inside a plain-text sentence (an input's help, an
 * alert) where no <bdi> can go: '$620.00/ct' stays whole inside Arabic text.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** A price per carat carries its unit, like the weight beside it: '$800.00/ct'. */
export function perCarat(money: string): string {
  return `${money}/ct`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

type When = string | number | Date | null | undefined;

/** The wall clock of an instant in a zone (the reader's own when none is named). */
function wallClock(d: Date, timeZone?: string) {
  if (!timeZone)
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
      second: d.getSeconds(),
    };
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(d)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return { ...parts, hour: parts.hour % 24 };
}

export interface InstantOptions {
  /** An IANA zone ('UTC', 'Asia/Dubai'); the reader's own when absent. */
  timeZone?: string;
  /** Seconds too, where events within one minute must be told apart (the replay, the audit). */
  seconds?: boolean;
  /** Milliseconds too: the audit shows the log's own precision. */
  millis?: boolean;
}

/**
 * The spec's date and time (section 7): 'MM-DD-YYYY h:mm a', the am/pm lower-case as the
 * format's `a` writes it; with seconds 'MM-DD-YYYY h:mm:ss am'. Nothing for no instant.
 */
export function formatInstant(value: When, options: InstantOptions = {}): string {
  const d = value == null ? null : toDate(value);
  if (!d) return '';
  const c = wallClock(d, options.timeZone);
  const date = `${pad(c.month)}-${pad(c.day)}-${c.year}`;
  const seconds = options.seconds || options.millis ? `:${pad(c.second)}` : '';
  const millis = options.millis ? `.${String(d.getUTCMilliseconds()).padStart(3, '0')}` : '';
  const time = `${c.hour % 12 || 12}:${pad(c.minute)}${seconds}${millis}`;
  return `${date} ${time} ${c.hour < 12 ? 'am' : 'pm'}`;
}

export function formatDate(value: When): string {
  return formatInstant(value).split(' ')[0] ?? '';
}

export function formatTime(value: When): string {
  return formatInstant(value).split(' ').slice(1).join(' ');
}

export function formatDateTime(value: When): string {
  return formatInstant(value);
}

/** Carat weights keep their two decimals ('25.10 cts'): 'ct' for 1 carat or less, 'cts' above. */
export function formatWeight(carats: number | null | undefined): string {
  const w = Number(carats ?? 0);
  return `${(Number.isFinite(w) ? w : 0).toFixed(2)} ${w <= 1 ? 'ct' : 'cts'}`;
}

/** An amount in a lot's unit: '$800.00/ct' for a lot priced per carat, '$800.00' per item. */
export function formatLotMoney(
  dollars: number | string | null | undefined,
  pricing: 'per_carat' | 'per_item' | null | undefined,
): string {
  const money = formatMoney(dollars);
  return pricing === 'per_carat' ? perCarat(money) : money;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(ms: number): Remaining {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** '1d 01:02:03'; `dayUnit` is the reader's word for days ('d', Arabic 'ي'). */
export function formatDuration(ms: number, dayUnit = 'd'): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const hms = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}${dayUnit} ${hms}` : hms;
}
