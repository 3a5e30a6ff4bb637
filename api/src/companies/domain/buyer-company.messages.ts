import { ownValue } from '@facet/event-schemas';

type Params = Readonly<Record<string, number | string>>;

/** Issue 30: the buyer companies' rules, in plain English. */
export const buyerCompanyMessages = {
  'company.already-represented': () => 'You already represent a company',
  'company.not-a-representative': () => 'You do not represent a company',
  'company.no-such-buyer': () => 'No buyer account has this email',
  'company.buyer-taken': () => 'This buyer already represents a company',
  'company.full': (p: Params) =>
    `A company has at most ${String(ownValue(p, 'max') ?? '')} representatives`,
  'company.no-invitation': () => 'You have no invitation from this company',
} as const;
