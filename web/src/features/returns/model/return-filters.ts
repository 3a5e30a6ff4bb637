import type { ReturnFilter, ReturnStatus } from '@facet/event-schemas';

/** The lists' tabs, in the screen's order. */
export const returnTabs: readonly ReturnFilter[] = ['all', 'open', 'accepted', 'refused'];

/** A tab from the URL: one of the tabs, else all. */
export const asReturnFilter = (v: string | undefined): ReturnFilter =>
  returnTabs.includes(v as ReturnFilter) ? (v as ReturnFilter) : 'all';

export const returnStatusColors: Record<ReturnStatus, string> = {
  open: 'yellow',
  accepted: 'blue',
  refused: 'gray',
  refunded: 'teal',
};

/** The return invoice's printed number: its own series, R-1, R-2... */
export const returnInvoiceLabel = (n: number | null): string => (n === null ? '-' : `R-${n}`);
