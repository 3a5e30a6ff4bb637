// The spec's formats (section 7): dates MM-DD-YYYY, time h:mm a with a lower-case am/pm. The
// server writes what it prints (the PDF invoice, the report's rows and CSV) in UTC: the report's
// days are UTC days and a file has no reader's zone to take.

const pad = (n: number): string => String(n).padStart(2, '0');

const utc = (iso: string): Date | null => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** '2026-11-24T15:05:00Z' -> '11-24-2026'; not an instant -> ''. */
export function formatDate(iso: string): string {
  const d = utc(iso);
  return d ? `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}` : '';
}

/** '2026-11-24T15:05:00Z' -> '3:05 pm'; midnight and noon are 12. */
export function formatTime(iso: string): string {
  const d = utc(iso);
  if (!d) return '';
  const h = d.getUTCHours();
  return `${h % 12 || 12}:${pad(d.getUTCMinutes())} ${h < 12 ? 'am' : 'pm'}`;
}

/** '2026-11-24T15:05:00Z' -> '11-24-2026 3:05 pm'. */
export function formatDateTime(iso: string): string {
  const date = formatDate(iso);
  return date ? `${date} ${formatTime(iso)}` : '';
}
