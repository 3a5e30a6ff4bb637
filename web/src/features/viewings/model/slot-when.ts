import { formatDate, formatTime } from '@/lib/format';

/** A slot's start as the screens show it (spec: MM-DD-YYYY h:mm a). */
export const slotWhen = (startsAt: string): string =>
  `${formatDate(startsAt)} ${formatTime(startsAt)}`;

/** Today as the day list asks for it (YYYY-MM-DD, UTC, as the server files slots). */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
