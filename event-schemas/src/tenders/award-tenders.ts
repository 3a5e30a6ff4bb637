import { ownValue } from '../keyed-records.js';

/**
 * The award of a tender event over all its parcels (issue 30): parcels are taken in the order
 * given (lot order), each goes to its highest tender (earliest on a tie, then the smaller bid id)
 * whose buyer still has room under their cap, else to the next; a buyer passed over is listed with
 * 'cap reached'. A buyer with no cap has no limit. A representative's tender counts for their
 * company (`partyId`): the cap and the winnings are the company's, whoever of its
 * representatives tendered. Pure: the api's opening and the offline
 * verifier both run this one function.
 */
export interface TenderOffer {
  userId: string;
  /** The company the buyer tendered for; absent: the buyer themselves. */
  partyId?: string | undefined;
  bidId: string;
  /** Integer cents. */
  amount: number;
  at: string;
}

export interface Parcel {
  lotId: string;
  tenders: readonly TenderOffer[];
}

export interface SkippedTender {
  userId: string;
  bidId: string;
  amount: number;
  reason: 'cap reached';
}

export interface ParcelAward {
  lotId: string;
  winner: { userId: string; bidId: string; amount: number } | null;
  skipped: SkippedTender[];
}

/** Buyer (or company) id -> the most, in cents, they will win over the whole event. */
export type TenderCaps = Readonly<Record<string, number>>;

export const rankTenders = (tenders: readonly TenderOffer[]): TenderOffer[] =>
  [...tenders].sort(
    (a, b) =>
      b.amount - a.amount ||
      Date.parse(a.at) - Date.parse(b.at) ||
      (a.bidId < b.bidId ? -1 : a.bidId > b.bidId ? 1 : 0),
  );

export function awardTenders(parcels: readonly Parcel[], caps: TenderCaps = {}): ParcelAward[] {
  const won = new Map<string, number>();
  const party = (t: TenderOffer): string => t.partyId ?? t.userId;
  const room = (t: TenderOffer): boolean => {
    const cap = ownValue(caps, party(t));
    return cap === undefined || (won.get(party(t)) ?? 0) + t.amount <= cap;
  };
  return parcels.map(({ lotId, tenders }) => {
    const skipped: SkippedTender[] = [];
    for (const t of rankTenders(tenders)) {
      if (!room(t)) {
        skipped.push({ userId: t.userId, bidId: t.bidId, amount: t.amount, reason: 'cap reached' });
        continue;
      }
      won.set(party(t), (won.get(party(t)) ?? 0) + t.amount);
      return { lotId, winner: { userId: t.userId, bidId: t.bidId, amount: t.amount }, skipped };
    }
    return { lotId, winner: null, skipped };
  });
}
