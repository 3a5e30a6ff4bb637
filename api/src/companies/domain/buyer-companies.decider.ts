import { type BuyerCompanyEvent, ownValue } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import { reject } from '../../shared/domain/domain-rejection.js';
import type { BuyerCompaniesState, BuyerCompany } from './buyer-companies.state.js';
import type { BuyerCompanyCommand, InviteRepresentative } from './buyer-company.commands.js';
import { evolveBuyerCompanies, initialBuyerCompanies } from './buyer-companies.state.js';

const companyOfBuyer = (s: BuyerCompaniesState, buyerId: string): BuyerCompany | undefined => {
  const companyId = ownValue(s.companyOf, buyerId);
  return companyId === undefined ? undefined : ownValue(s.companies, companyId);
};

/** COMP-2: only a representative acts for the company. */
const ownCompany = (s: BuyerCompaniesState, actorId: string): BuyerCompany =>
  companyOfBuyer(s, actorId) ?? reject('company.not-a-representative');

/** COMP-3: representatives and open invitations together stay within the house's maximum. */
const assertRoom = (max: number, seats: number): void => {
  if (seats > max) reject('company.full', { max });
};

function decideInvite(cmd: InviteRepresentative, s: BuyerCompaniesState): BuyerCompanyEvent[] {
  const company = ownCompany(s, cmd.actor.id);
  const { companyId } = company;
  const buyerId = cmd.buyerId ?? reject('company.no-such-buyer');
  // COMP-0: inviting a colleague again, or one already invited, records nothing.
  if (company.representatives.includes(buyerId) || company.invited.includes(buyerId)) return [];
  if (ownValue(s.companyOf, buyerId) !== undefined) reject('company.buyer-taken');
  assertRoom(cmd.maxRepresentatives, company.representatives.length + company.invited.length + 1);
  const data = { companyId, buyerId, invitedBy: cmd.actor.id, at: cmd.at };
  return [{ type: 'RepresentativeInvited', data }];
}

/**
 * The register of buyer companies (issue 30), one stream: a buyer represents at most one company
 * (COMP-1), decided here because it spans every company.
 */
export function decideBuyerCompanies(
  cmd: BuyerCompanyCommand,
  s: BuyerCompaniesState,
): BuyerCompanyEvent[] {
  const actorId = cmd.actor.id;
  const { at } = cmd;
  switch (cmd.type) {
    case 'RegisterBuyerCompany': {
      const mine = companyOfBuyer(s, actorId);
      // COMP-0: the same registration again (a retry) records nothing.
      if (mine?.companyId === cmd.companyId) return [];
      // COMP-1: a buyer represents at most one company.
      if (mine) reject('company.already-represented');
      if (ownValue(s.companies, cmd.companyId)) reject('company.already-represented');
      const { companyId, name, registrationNumber, country } = cmd;
      const data = { companyId, name, registrationNumber, country, representativeId: actorId, at };
      return [{ type: 'BuyerCompanyRegistered', data }];
    }
    case 'InviteRepresentative':
      return decideInvite(cmd, s);
    case 'AnswerInvitation': {
      const company = ownValue(s.companies, cmd.companyId);
      // COMP-0: an answer given already (accepted or declined) records nothing more.
      if (company?.representatives.includes(actorId)) return [];
      // COMP-4: only the invited buyer answers their invitation.
      if (!company?.invited.includes(actorId)) return reject('company.no-invitation');
      const data = { companyId: cmd.companyId, buyerId: actorId, at };
      if (!cmd.accept)
        return [{ type: 'RepresentativeInvitationClosed', data: { ...data, by: actorId } }];
      if (ownValue(s.companyOf, actorId) !== undefined) reject('company.already-represented');
      assertRoom(cmd.maxRepresentatives, company.representatives.length + 1);
      return [{ type: 'RepresentativeJoined', data }];
    }
    case 'RemoveRepresentative': {
      const company = ownCompany(s, actorId);
      const data = { companyId: company.companyId, buyerId: cmd.buyerId, by: actorId, at };
      // COMP-5: a representative leaves, removes a colleague or withdraws an invitation.
      if (company.representatives.includes(cmd.buyerId))
        return [{ type: 'RepresentativeLeft', data }];
      if (company.invited.includes(cmd.buyerId))
        return [{ type: 'RepresentativeInvitationClosed', data }];
      return [];
    }
  }
}

export const buyerCompaniesDecider: Decider<
  BuyerCompanyCommand,
  BuyerCompaniesState,
  BuyerCompanyEvent
> = {
  initialState: initialBuyerCompanies,
  evolve: evolveBuyerCompanies,
  decide: decideBuyerCompanies,
};
