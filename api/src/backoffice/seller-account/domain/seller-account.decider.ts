import type { SellerAccountEvent, SellerOrganization, SellerPlan } from '@facet/event-schemas';
import type { Actor } from '../../../shared/domain/actor.js';
import { reject } from '../../../shared/domain/domain-rejection.js';
import { decideChange, decideRenewal } from './plan-billing.decide.js';
import { planFee } from './plan-billing.rules.js';

interface Base {
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

export const initialState = (): SellerAccountState => ({
  plan: 'starter',
  organization: null,
  paidThrough: null,
  pendingPlan: null,
  chargeKeys: {},
});
export const isTerminal = (_state: SellerAccountState): boolean => false;

export function evolve(state: SellerAccountState, event: SellerAccountEvent): SellerAccountState {
  switch (event.type) {
    case 'SellerPlanChanged': {
      const { plan } = event.data;
      const paidThrough = planFee(plan) === 0 ? null : state.paidThrough;
      return { ...state, plan, pendingPlan: null, paidThrough };
    }
    case 'SellerPlanCharged': {
      const { key, periodEnd, plan, amount, reference, sandbox } = event.data;
      const recorded = { key, plan, amount, reference, sandbox };
      const chargeKeys = { ...state.chargeKeys, [key]: recorded };
      return { ...state, chargeKeys, paidThrough: periodEnd, pendingPlan: null };
    }
    case 'SellerPlanDowngradeScheduled':
      return { ...state, pendingPlan: event.data.plan };
    case 'SellerOrganizationSaved':
      return { ...state, organization: event.data.organization };
  }
}

const sameOrganization = (a: SellerOrganization, b: SellerOrganization): boolean =>
  (Object.keys(a) as (keyof SellerOrganization)[]).every((k) => a[k] === b[k]);

/** A seller changes their own account; an admin anyone's. Repeating a change records nothing. */
export function decide(
  command: SellerAccountCommand,
  state: SellerAccountState,
): SellerAccountEvent[] {
  const { actor, at, sellerId } = command;
  if (actor.role !== 'admin' && actor.id !== sellerId) reject('seller-account.forbidden');
  switch (command.type) {
    case 'ChangeSellerPlan':
      return decideChange(command, state);
    case 'RenewSellerPlan':
      return decideRenewal(command, state);
    case 'SaveSellerOrganization':
      if (state.organization && sameOrganization(state.organization, command.organization))
        return [];
      return [
        {
          type: 'SellerOrganizationSaved',
          data: { sellerId, organization: command.organization, savedBy: actor.id, at },
        },
      ];
  }
}

export const sellerAccountDecider = { decide, evolve, initialState, isTerminal } as const;
