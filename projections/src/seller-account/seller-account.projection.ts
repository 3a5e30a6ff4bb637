import type { SellerOrganization, SellerPlan } from '@facet/event-schemas';
import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** A seller's plan and company profile, for their subscription and organization pages. */
export interface SellerAccountDoc extends Doc {
  id: string;
  plan: SellerPlan;
  planChangedAt: string | null;
  organization: SellerOrganization | null;
  organizationSavedAt: string | null;
}

export const sellerAccountProjection: Projection<SellerAccountDoc> = {
  name: 'seller-account',
  version: 1,
  route: (e) =>
    e.type === 'SellerPlanChanged' || e.type === 'SellerOrganizationSaved'
      ? e.data.sellerId
      : NO_DOCS,
  evolve: (doc, e, id) => {
    const d: SellerAccountDoc = doc ?? {
      id,
      plan: 'starter',
      planChangedAt: null,
      organization: null,
      organizationSavedAt: null,
    };
    switch (e.type) {
      case 'SellerPlanChanged':
        return { ...d, plan: e.data.plan, planChangedAt: e.data.at };
      case 'SellerOrganizationSaved':
        return { ...d, organization: e.data.organization, organizationSavedAt: e.data.at };
      default:
        return undefined;
    }
  },
};
