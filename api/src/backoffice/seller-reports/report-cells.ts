import { formatDateTime } from '../../shared/format/date.format.js';
import { formatCents } from '../../shared/money/index.js';

// A report's cells are written as the spec writes them (section 7), the same on screen and in the
// CSV: dates MM-DD-YYYY h:mm a (UTC, as the report's days are), money with $, thousands separators
// and 2 decimals, and '/ct' on a price per carat.

/** An instant of the report: '11-24-2026 3:05 pm'. */
export const reportDate = (iso: string): string => formatDateTime(iso);

/** An amount of the report: '$1,250.00'; '$800.00/ct' for a price per carat. */
export const reportMoney = (cents: number, pricing?: 'per_carat' | 'per_item'): string =>
  `${formatCents(cents)}${pricing === 'per_carat' ? '/ct' : ''}`;
