import type { UserState } from '../domain/user.decider.js';

/** The `user` object of the HTTP contract for the user themself; never the password hash or secrets. */
export interface PublicUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserState['role'];
  status: UserState['status'];
  termcheck: boolean;
  force_reset_pass: boolean;
  phone: string | null;
  country: string | null;
  company_name: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  account_verified: boolean;
  preferences: Record<string, boolean>;
  address: UserState['address'];
}

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
    email_verified: s.email_verified,
    phone_verified: s.phone_verified,
    account_verified: s.account_verified,
    preferences: s.preferences,
    address: s.address,
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
