import type { BuyerLabel, MyBidsKind, MyBidsStatus } from '@facet/event-schemas';

/**
 * The tabs of My Bids (all, winning, outbid, won, lost; `active` = open lots) and My Offers
 * (open, closed by the lot's state). `kind` keeps sealed offers in My Offers and bids in My Bids.
 */
export interface MyBidsRow {
  label: BuyerLabel | null;
  marketStatus: string;
  sealed: boolean;
}

export function inTab(row: MyBidsRow, status: MyBidsStatus, kind: MyBidsKind): boolean {
  if (kind === 'sealed' && !row.sealed) return false;
  if (kind === 'bids' && row.sealed) return false;
  const open = row.marketStatus === 'open';
  switch (status) {
    case 'winning':
      return open && (row.label?.startsWith('Winning') ?? false);
    case 'outbid':
      return open && (row.label?.startsWith('Outbid') ?? false);
    case 'won':
      return row.label === 'Won';
    case 'lost':
      return row.label === 'Lost';
    case 'active':
    case 'open':
      return open;
    case 'closed':
      return !open;
    default:
      return true;
  }
}
