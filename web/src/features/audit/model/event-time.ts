import { formatInstant } from '@/lib/format';

/**
 * An instant in UTC to the millisecond, as the log keeps it, written the site's way
 * (MM-DD-YYYY h:mm a): '01-02-2030 10:00:00.000 am'. Not an instant: the text as it came.
 */
export function utcText(iso: string): string {
  return formatInstant(iso, { timeZone: 'UTC', millis: true }) || iso;
}

/** The same instant in the reader's zone, to the second: '01-02-2030 2:00:00 pm'. */
export function localText(iso: string): string {
  return formatInstant(iso, { seconds: true }) || iso;
}
