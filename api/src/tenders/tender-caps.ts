/**
 * Each buyer's cap (cents) on what they win over one tender event: the spending caps' reader in
 * the api (tenders.module.ts); a spec may provide its own.
 */
export type CapsFor = (auctionId: string) => Promise<Record<string, number>>;

export const TENDER_CAPS = Symbol('TENDER_CAPS');
