import { describe, expect, it } from 'vitest';
import type { BuyerCompanyEvent } from '@facet/event-schemas';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import {
  decideBuyerCompanies,
  evolveBuyerCompanies,
  initialBuyerCompanies,
  type BuyerCompaniesState,
  type BuyerCompanyCommand,
} from './index.js';

const at = '2026-03-01T10:00:00.000Z';
const buyer = (id: string) => ({ id, role: 'buyer' as const });
/** A command as a test writes it: any of the four, without its time and caller. */
type Input = BuyerCompanyCommand extends infer C
  ? C extends BuyerCompanyCommand
    ? Omit<C, 'at' | 'actor'>
    : never
  : never;

const given = (...events: BuyerCompanyEvent[]): BuyerCompaniesState =>
  events.reduce(evolveBuyerCompanies, initialBuyerCompanies());
const when = (state: BuyerCompaniesState, by: string, cmd: Input) =>
  decideBuyerCompanies({ ...cmd, at, actor: buyer(by) } as BuyerCompanyCommand, state);
const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainRejection) return e.code;
    throw e;
  }
  return undefined;
};

const registered: BuyerCompanyEvent = {
  type: 'BuyerCompanyRegistered',
  data: {
    companyId: 'co-1',
    name: 'Antwerp Rough BV',
    registrationNumber: '0123.456.789',
    country: 'Belgium',
    representativeId: 'ann',
    at,
  },
};
const invited = (buyerId: string): BuyerCompanyEvent => ({
  type: 'RepresentativeInvited',
  data: { companyId: 'co-1', buyerId, invitedBy: 'ann', at },
});
const joined = (buyerId: string): BuyerCompanyEvent => ({
  type: 'RepresentativeJoined',
  data: { companyId: 'co-1', buyerId, at },
});
const invite = (buyerId: string | null, maxRepresentatives = 2): Input => ({
  type: 'InviteRepresentative',
  buyerId,
  maxRepresentatives,
});
const answer = (accept: boolean): Input => ({
  type: 'AnswerInvitation',
  companyId: 'co-1',
  accept,
  maxRepresentatives: 2,
});
const register = (companyId: string): Input => ({
  type: 'RegisterBuyerCompany',
  companyId,
  name: 'Antwerp Rough BV',
  registrationNumber: '0123.456.789',
  country: 'Belgium',
});

describe('Buyer companies (issue 30)', () => {
  describe('registering', () => {
    it('COMP-1: given a buyer with no company, when they register one, then they are its first representative', () => {
      const events = when(given(), 'ann', register('co-1'));
      expect(events).toEqual([registered]);
      const s = given(...events);
      expect(s.companies['co-1']?.representatives).toEqual(['ann']);
      expect(s.companyOf).toEqual({ ann: 'co-1' });
    });

    it('COMP-1: given a representative, when they register a second company, then it is refused', () => {
      expect(codeOf(() => when(given(registered), 'ann', register('co-2')))).toBe(
        'company.already-represented',
      );
    });

    it('COMP-0: the same registration again records nothing', () => {
      expect(when(given(registered), 'ann', register('co-1'))).toEqual([]);
    });
  });

  describe('inviting a second representative', () => {
    it('COMP-2: given a company, when its representative invites a buyer, then the buyer is invited', () => {
      const events = when(given(registered), 'ann', invite('bob'));
      expect(events).toEqual([invited('bob')]);
      expect(given(registered, ...events).companies['co-1']?.invited).toEqual(['bob']);
    });

    it('COMP-2: a buyer who represents no company cannot invite', () => {
      expect(codeOf(() => when(given(registered), 'eve', invite('bob')))).toBe(
        'company.not-a-representative',
      );
    });

    it('COMP-2: an email of no buyer account is refused', () => {
      expect(codeOf(() => when(given(registered), 'ann', invite(null)))).toBe(
        'company.no-such-buyer',
      );
    });

    it('COMP-1: a buyer who represents another company cannot be invited', () => {
      const other: BuyerCompanyEvent = {
        ...registered,
        data: { ...registered.data, companyId: 'co-2', representativeId: 'bob' },
      };
      expect(codeOf(() => when(given(registered, other), 'ann', invite('bob')))).toBe(
        'company.buyer-taken',
      );
    });

    it('COMP-3: given two representatives, when a third is invited, then it is refused at the maximum of 2', () => {
      const s = given(registered, invited('bob'), joined('bob'));
      expect(codeOf(() => when(s, 'ann', invite('cyd')))).toBe('company.full');
      expect(codeOf(() => when(given(registered, invited('bob')), 'ann', invite('cyd')))).toBe(
        'company.full',
      );
    });

    it('COMP-3: the maximum is the setting: with 3, a third is invited', () => {
      const s = given(registered, invited('bob'), joined('bob'));
      expect(when(s, 'ann', invite('cyd', 3))).toEqual([invited('cyd')]);
    });

    it('COMP-0: inviting the same buyer again records nothing', () => {
      expect(when(given(registered, invited('bob')), 'ann', invite('bob'))).toEqual([]);
    });
  });

  describe('answering an invitation', () => {
    it('COMP-4: given an invitation, when the buyer accepts, then they represent the company', () => {
      const events = when(given(registered, invited('bob')), 'bob', answer(true));
      expect(events).toEqual([joined('bob')]);
      const s = given(registered, invited('bob'), ...events);
      expect(s.companies['co-1']).toMatchObject({ representatives: ['ann', 'bob'], invited: [] });
      expect(s.companyOf).toEqual({ ann: 'co-1', bob: 'co-1' });
    });

    it('COMP-4: when the buyer declines, then the invitation closes and they stay on their own', () => {
      const events = when(given(registered, invited('bob')), 'bob', answer(false));
      expect(events.map((e) => e.type)).toEqual(['RepresentativeInvitationClosed']);
      expect(given(registered, invited('bob'), ...events).companyOf).toEqual({ ann: 'co-1' });
    });

    it('COMP-4: nobody else answers an invitation', () => {
      expect(codeOf(() => when(given(registered, invited('bob')), 'eve', answer(true)))).toBe(
        'company.no-invitation',
      );
    });

    it('COMP-0: accepting twice records nothing', () => {
      expect(when(given(registered, invited('bob'), joined('bob')), 'bob', answer(true))).toEqual(
        [],
      );
    });
  });

  describe('leaving', () => {
    it('COMP-5: a representative leaves and tenders for themselves again', () => {
      const s = given(registered, invited('bob'), joined('bob'));
      const events = when(s, 'bob', { type: 'RemoveRepresentative', buyerId: 'bob' });
      expect(events).toEqual([
        { type: 'RepresentativeLeft', data: { companyId: 'co-1', buyerId: 'bob', by: 'bob', at } },
      ]);
      const after = given(registered, invited('bob'), joined('bob'), ...events);
      expect(after.companyOf).toEqual({ ann: 'co-1' });
      expect(after.companies['co-1']?.representatives).toEqual(['ann']);
    });

    it('COMP-5: a representative removes a colleague or withdraws an invitation', () => {
      const s = given(registered, invited('bob'));
      const events = when(s, 'ann', { type: 'RemoveRepresentative', buyerId: 'bob' });
      expect(events.map((e) => e.type)).toEqual(['RepresentativeInvitationClosed']);
    });

    it('COMP-5: someone outside the company removes nobody', () => {
      const s = given(registered);
      expect(codeOf(() => when(s, 'eve', { type: 'RemoveRepresentative', buyerId: 'ann' }))).toBe(
        'company.not-a-representative',
      );
    });
  });
});
