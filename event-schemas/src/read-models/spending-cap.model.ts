/**
 * A buyer's spending cap in one auction, as they see it (issue 30): dollars as every money answer;
 * `cap` null = no cap. `winning` is what they lead or have won there now (lot totals).
 */
export interface SpendingCapAnswer {
  auction_id: string;
  cap: number | null;
  winning: number;
  /** Issue 30: the company whose cap this is, when the buyer represents one (its name). */
  company?: string;
}
