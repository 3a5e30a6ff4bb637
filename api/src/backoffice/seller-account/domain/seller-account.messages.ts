import type { RejectionCode } from '@facet/event-schemas';

export const sellerAccountMessages = {
  'seller-account.forbidden': () => 'You are not allowed to do this',
  // SUB-1: the gateway's reason (e.g. 'Your card was declined.'); the old plan stays.
  'subscription.charge-declined': (p: Readonly<Record<string, number | string>>) =>
    `The plan was not changed: ${String(p.reason)}`,
} satisfies Partial<
  Record<RejectionCode, (p: Readonly<Record<string, number | string>>) => string>
>;
