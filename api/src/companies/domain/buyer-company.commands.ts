import type { Actor } from '../../shared/domain/actor.js';

interface CommandBase {
  at: string;
  actor: Actor;
}

/** A buyer registers their company and becomes its first representative (COMP-1). */
export interface RegisterBuyerCompany extends CommandBase {
  type: 'RegisterBuyerCompany';
  companyId: string;
  name: string;
  registrationNumber: string;
  country: string;
}

/**
 * A representative invites another buyer account, found by its email (COMP-2, COMP-3).
 * `buyerId` null: no buyer account has that email. `maxRepresentatives`: the site's setting.
 */
export interface InviteRepresentative extends CommandBase {
  type: 'InviteRepresentative';
  buyerId: string | null;
  maxRepresentatives: number;
}

/** The invited buyer accepts or declines (COMP-4). */
export interface AnswerInvitation extends CommandBase {
  type: 'AnswerInvitation';
  companyId: string;
  accept: boolean;
  maxRepresentatives: number;
}

/** A representative leaves (their own id), removes a colleague or withdraws an invitation (COMP-5). */
export interface RemoveRepresentative extends CommandBase {
  type: 'RemoveRepresentative';
  buyerId: string;
}

export type BuyerCompanyCommand =
  RegisterBuyerCompany | InviteRepresentative | AnswerInvitation | RemoveRepresentative;
