import type { RejectionCode } from '@facet/event-schemas';

export const sellerAccountMessages = {
  'seller-account.forbidden': () => 'You are not allowed to do this',
} satisfies Partial<Record<RejectionCode, () => string>>;
