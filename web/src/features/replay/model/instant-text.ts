import { formatInstant } from '@/lib/format';

/** The admin's own zone, as the browser knows it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * An instant in a zone, as the site writes times (MM-DD-YYYY h:mm a) with seconds: a replay
 * tells bids apart that came within the same minute.
 */
export const instantIn = (at: string, timeZone: string): string =>
  formatInstant(at, { timeZone, seconds: true });
