import { centsToDollars } from '../../shared/money/index.js';

/** An increment row at the HTTP edge (dollars). */
export const toIncrementRecord = (r: {
  id: string;
  from: number;
  to: number | null;
  increment: number;
}) => ({
  id: r.id,
  from_amount: centsToDollars(r.from),
  to_amount: r.to === null ? null : centsToDollars(r.to),
  increment: centsToDollars(r.increment),
});
