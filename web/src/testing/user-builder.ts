import type { PublicUser } from '@facet/event-schemas';

/** A signed-in buyer as the server describes them; override what a test needs. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    first_name: 'Ada',
    last_name: 'Stone',
    email: 'ada@facet.test',
    role: 'buyer',
    status: 'active',
    termcheck: true,
    force_reset_pass: false,
    phone: null,
    country: null,
    company_name: null,
    email_verified: true,
    phone_verified: false,
    account_verified: false,
    preferences: {},
    address: null,
    stripe_id: null,
    ...overrides,
  };
}
