import { queryRoots } from '@/lib/query-roots';

/** Make-offer queries: the buyer's own list and the seller's received list, under one root. */
export const makeOfferKeys = {
  all: queryRoots.makeOffer,
  mine: (status: string, page: number, limit: number) =>
    [...makeOfferKeys.all, 'mine', status, page, limit] as const,
  received: (status: string, page: number, limit: number) =>
    [...makeOfferKeys.all, 'received', status, page, limit] as const,
};
