import type { SellerAccountEvent, SellerOrganization } from '@facet/event-schemas';
import { reject } from '../../../shared/domain/domain-rejection.js';
import { decideChange, decideRenewal } from './plan-billing.decide.js';
import { planFee } from './plan-billing.rules.js';

export type {
  ChangeSellerPlan,
  PlanCharge,
  RenewSellerPlan,
  SaveSellerOrganization,
  SellerAccountCommand,
  SellerAccountState,
} from './seller-account.types.js';
import type { SellerAccountCommand, SellerAccountState } from './seller-account.types.js';

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
