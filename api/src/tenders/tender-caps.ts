/**
 * Each buyer's cap (cents) on what they win over one tender event. The caps are another slice's
 * (issue 30, spending caps): it provides TENDER_CAPS; until then no buyer has a cap.
 */
export type CapsFor = (auctionId: string) => Promise<Record<string, number>>;

export const TENDER_CAPS = Symbol('TENDER_CAPS');

export const noCaps: CapsFor = () => Promise.resolve({});
