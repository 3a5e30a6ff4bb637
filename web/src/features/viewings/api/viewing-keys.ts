import { queryRoots } from '@/lib/query-roots';

export const viewingKeys = {
  all: queryRoots.viewings,
  forAuction: (auctionId: string) => [...viewingKeys.all, 'free', 'auction', auctionId] as const,
  free: () => [...viewingKeys.all, 'free', 'any'] as const,
  mine: () => [...viewingKeys.all, 'mine'] as const,
  forInvoice: (invoiceId: string) => [...viewingKeys.all, 'invoice', invoiceId] as const,
  day: (day: string) => [...viewingKeys.all, 'day', day] as const,
};
