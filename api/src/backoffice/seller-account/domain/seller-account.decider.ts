import type { SellerAccountEvent, SellerOrganization, SellerPlan } from '@facet/event-schemas';
import type { Actor } from '../../../shared/domain/actor.js';
import { reject } from '../../../shared/domain/domain-rejection.js';

interface Base {
  at: string;
  actor: Actor;
  sellerId: string;
}
export interface ChangeSellerPlan extends Base {
  type: 'ChangeSellerPlan';
  plan: SellerPlan;
}
export interface SaveSellerOrganization extends Base {
  type: 'SaveSellerOrganization';
  organization: SellerOrganization;
}
export type SellerAccountCommand = ChangeSellerPlan | SaveSellerOrganization;

export interface SellerAccountState {
  plan: SellerPlan;
  organization: SellerOrganization | null;
}

export const initialState = (): SellerAccountState => ({ plan: 'starter', organization: null });
export const isTerminal = (_state: SellerAccountState): boolean => false;

export function evolve(state: SellerAccountState, event: SellerAccountEvent): SellerAccountState {
  switch (event.type) {
    case 'SellerPlanChanged':
      return { ...state, plan: event.data.plan };
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
      if (command.plan === state.plan) return [];
      return [
        {
          type: 'SellerPlanChanged',
          data: { sellerId, plan: command.plan, previousPlan: state.plan, changedBy: actor.id, at },
        },
      ];
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
