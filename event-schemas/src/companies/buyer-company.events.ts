import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/**
 * A buyer company (issue 30): the party its representatives tender for. Tenders, spending caps and
 * invoices of a representative belong to the company. Every company is on one register stream, so
 * that "a buyer represents at most one company" is decided in one place.
 */
export const BuyerCompanyRegistered = defineEvent(
  'BuyerCompanyRegistered',
  1,
  z.object({
    companyId: id,
    name: z.string().min(1).max(200),
    registrationNumber: z.string().min(1).max(100),
    country: z.string().min(1).max(100),
    /** The buyer who registered it: its first representative. */
    representativeId: id,
    at: instant,
  }),
);

/** A representative nominated another buyer account; the nominee accepts or declines. */
export const RepresentativeInvited = defineEvent(
  'RepresentativeInvited',
  1,
  z.object({ companyId: id, buyerId: id, invitedBy: id, at: instant }),
);

/** The nominee accepted: from now on they tender for the company. */
export const RepresentativeJoined = defineEvent(
  'RepresentativeJoined',
  1,
  z.object({ companyId: id, buyerId: id, at: instant }),
);

/** The nominee declined, or a representative withdrew the invitation. */
export const RepresentativeInvitationClosed = defineEvent(
  'RepresentativeInvitationClosed',
  1,
  z.object({ companyId: id, buyerId: id, by: id, at: instant }),
);

/** A representative left, or was removed by a colleague: they tender for themselves again. */
export const RepresentativeLeft = defineEvent(
  'RepresentativeLeft',
  1,
  z.object({ companyId: id, buyerId: id, by: id, at: instant }),
);

export const buyerCompanyEvents = [
  BuyerCompanyRegistered,
  RepresentativeInvited,
  RepresentativeJoined,
  RepresentativeInvitationClosed,
  RepresentativeLeft,
] as const;

/** The one register of buyer companies. */
export const BUYER_COMPANIES = 'register';
export const buyerCompaniesStream = (register: string): string => `buyer-companies-${register}`;
