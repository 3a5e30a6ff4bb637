import { sellerPlanLimits, type SellerOrganization, type SellerPlan } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';
import { typesWhere } from '../runner/event-types.js';

/** A seller's plan and company profile, for their subscription and organization pages. */
export interface SellerAccountDoc extends Doc {
  id: string;
  plan: SellerPlan;
  planChangedAt: string | null;
  organization: SellerOrganization | null;
  organizationSavedAt: string | null;
  /** v2: the paid period's end (the next charge), the downgrade due then, the charges (cents). */
  paidThrough?: string | null;
  pendingPlan?: SellerPlan | null;
  charges?: SellerPlanChargeEntry[];
}

/** One charge of the seller's plan, as the subscription page lists it; cents. */
export interface SellerPlanChargeEntry {
  plan: SellerPlan;
  amount: number;
  reference: string;
  sandbox: boolean;
  renewal: boolean;
  periodStart: string;
  periodEnd: string;
  at: string;
}

const ACCOUNT_EVENTS = new Set([
  'SellerPlanChanged',
  'SellerOrganizationSaved',
  'SellerPlanCharged',
  'SellerPlanDowngradeScheduled',
]);

export const sellerAccountProjection: Projection<SellerAccountDoc> = {
  name: 'seller-account',
  // 2: the plan's charges, its paid period and a pending downgrade.
  version: 2,
  types: typesWhere((e) => ACCOUNT_EVENTS.has(e.type)),
  route: (e) =>
    ACCOUNT_EVENTS.has(e.type) && 'sellerId' in e.data ? String(e.data.sellerId) : NO_DOCS,
  evolve: (doc, e, id) => {
    const d: SellerAccountDoc = doc ?? {
      id,
      plan: 'starter',
      planChangedAt: null,
      organization: null,
      organizationSavedAt: null,
    };
    switch (e.type) {
      case 'SellerPlanChanged': {
        const { plan, at } = e.data;
        const free = sellerPlanLimits[plan].monthlyFee === 0;
        const paidThrough = free ? null : (d.paidThrough ?? null);
        return { ...d, plan, planChangedAt: at, pendingPlan: null, paidThrough };
      }
      case 'SellerPlanCharged': {
        const c = e.data;
        const { plan, amount, reference, sandbox, renewal, periodStart, periodEnd, at } = c;
        const entry = { plan, amount, reference, sandbox, renewal, periodStart, periodEnd, at };
        const charges = [entry, ...(d.charges ?? [])];
        return { ...d, charges, paidThrough: periodEnd, pendingPlan: null };
      }
      case 'SellerPlanDowngradeScheduled':
        return { ...d, pendingPlan: e.data.plan };
      case 'SellerOrganizationSaved':
        return { ...d, organization: e.data.organization, organizationSavedAt: e.data.at };
      default:
        return undefined;
    }
  },
};
