import type { DepositDetail, DepositRecord } from '@facet/event-schemas';
import type { DepositEntry } from '@facet/projections';
import { centsToDollars } from '../shared/money/index.js';

/** The note says 'Bid Deposit - {title}' when the lot has no card (yet): the title still shows. */
const titleOf = (d: DepositEntry, titles: ReadonlyMap<string, string>): string =>
  titles.get(d.lotId) ?? d.note.replace(/^Bid Deposit - /, '');

/** One deposit at the HTTP edge: dollars, the spec's field names. */
export const depositRecord = (
  d: DepositEntry,
  titles: ReadonlyMap<string, string>,
): DepositRecord => ({
  id: d.id,
  project_id: d.lotId,
  title: titleOf(d, titles),
  amount: centsToDollars(d.amount),
  method: d.method,
  reference: d.reference,
  // Only the sandbox gateway answers online payments so far (see gateway/).
  sandbox: d.method === 'online' && (d.reference ?? '').startsWith('sandbox-'),
  status: d.status,
  bid_deposit_id: d.bidDepositId,
  created_at: d.at,
  settled_at: d.settledAt,
  invoice_id: d.invoiceId,
  invoice_number: d.invoiceNumber,
});

/** `deposit/deposit`: the deposit, and what it was for as the detail's one item. */
export function depositDetail(
  d: DepositEntry,
  buyerId: string,
  titles: ReadonlyMap<string, string>,
): DepositDetail {
  const record = depositRecord(d, titles);
  return {
    ...record,
    buyer_id: buyerId,
    invoiceItems: [{ project_id: d.lotId, title: record.title, amount: record.amount }],
  };
}
