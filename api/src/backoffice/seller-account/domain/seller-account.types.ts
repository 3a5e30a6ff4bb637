import type { SellerOrganization, SellerPlan } from '@facet/event-schemas';
import type { Actor } from '../../../shared/domain/actor.js';

/** The seller account's commands and state (apart, so the billing decisions can name them). */
export interface Base {
  at: string;
  actor: Actor;
  sellerId: string;
}
/** A charge the payments port made for a period (SUB-1, SUB-4); cents. */
export interface PlanCharge {
  key: string;
  amount: number;
  reference: string;
  sandbox: boolean;
}
export interface ChangeSellerPlan extends Base {
  type: 'ChangeSellerPlan';
  plan: SellerPlan;
  /** The charge made for a paid plan granted now (SUB-1); none for a free or later change. */
  charge?: PlanCharge;
}
/** The paid period ending `periodEnd` renews (SUB-4): charged, or `declined` with the reason. */
export interface RenewSellerPlan extends Base {
  type: 'RenewSellerPlan';
  periodEnd: string;
  charge?: PlanCharge;
  declined?: string;
}
export interface SaveSellerOrganization extends Base {
  type: 'SaveSellerOrganization';
  organization: SellerOrganization;
}
export type SellerAccountCommand = ChangeSellerPlan | SaveSellerOrganization | RenewSellerPlan;

export interface SellerAccountState {
  plan: SellerPlan;
  organization: SellerOrganization | null;
  /** End of the paid period (the next renewal); null on a free plan. */
  paidThrough: string | null;
  /** The cheaper plan due at `paidThrough` (SUB-3). */
  pendingPlan: SellerPlan | null;
  /** Every charge recorded, by its key (SUB-2): a retry finds it and charges nothing. */
  chargeKeys: Record<string, PlanCharge & { plan: SellerPlan }>;
}
