import type { PublicUser } from '@facet/event-schemas';
import type { UserState } from '../domain/user.decider.js';

export type { PublicUser };

export function toPublicUser(s: UserState): PublicUser {
  return {
    id: s.userId,
    first_name: s.first_name,
    last_name: s.last_name,
    email: s.email,
    role: s.role,
    status: s.status,
    termcheck: s.termcheck,
    force_reset_pass: s.force_reset_pass,
    phone: s.phone,
    country: s.country,
    company_name: s.company_name,
    custom_fields: s.custom_fields,
    email_verified: s.email_verified,
    phone_verified: s.phone_verified,
    account_verified: s.account_verified,
    preferences: s.preferences,
    address: s.address,
    stripe_id: s.stripe_id ?? null,
  };
}

/** What an admin sees in back-office lists: the account, its checks, no secrets. */
export function toAdminUser(s: UserState) {
  return {
    ...toPublicUser(s),
    kyc: s.kyc
      ? { outcome: s.kyc.outcome, provider: s.kyc.provider, sandbox: s.kyc.sandbox, at: s.kyc.at }
      : null,
    created_at: s.registeredAt,
  };
}
