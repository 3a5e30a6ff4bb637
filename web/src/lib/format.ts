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

export function formatDate(value: string | number | Date | null | undefined): string {
  const d = value == null ? null : toDate(value);
  if (!d) return '';
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${d.getFullYear()}`;
}

export function formatTime(value: string | number | Date | null | undefined): string {
  const d = value == null ? null : toDate(value);
  if (!d) return '';
  const h = d.getHours() % 12 || 12;
  return `${h}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}

/** Unit 'ct' for 1 carat or less, 'cts' above. */
export function formatWeight(carats: number | null | undefined): string {
  const w = Number(carats ?? 0);
  const text = Number.isInteger(w) ? String(w) : w.toFixed(2).replace(/0$/, '');
  return `${text} ${w <= 1 ? 'ct' : 'cts'}`;
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

export function formatDuration(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const hms = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}
