import type { LotStanding } from './lot-standing.js';

/**
 * Whether the price reaches the reserve: standard `wprice >= rprice`, reverse `wprice <= rprice`
 * (a reverse lot sells only when the lowest bid is at or under it). No reserve: met. No price
 * yet (no leader, no buyer): not met.
 */
export function reserveMet(
  lot: Pick<LotStanding, 'auctiontype' | 'rprice' | 'wprice' | 'leaderId' | 'winnerId'>,
): boolean {
  if (lot.rprice <= 0) return true;
  if (lot.leaderId === null && lot.winnerId === null) return false;
  return lot.auctiontype === 'reverse' ? lot.wprice <= lot.rprice : lot.wprice >= lot.rprice;
}
