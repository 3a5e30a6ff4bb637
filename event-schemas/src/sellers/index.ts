import type { EventsOf } from '../lots/index.js';
import {
  SellerOrganizationSaved,
  SellerPlanChanged,
  SellerPlanCharged,
  SellerPlanDowngradeScheduled,
} from './seller-account.events.js';

export * from './seller-account.events.js';

export const sellerAccountEvents = [
  SellerPlanChanged,
  SellerOrganizationSaved,
  SellerPlanCharged,
  SellerPlanDowngradeScheduled,
] as const;

export type SellerAccountEvent = EventsOf<(typeof sellerAccountEvents)[number]>;

export const sellerAccountStream = (sellerId: string): string => `seller-${sellerId}`;
export * from './seller-plans.js';
