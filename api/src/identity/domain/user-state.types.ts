// The shape of a user's state, apart from its evolve: records and the user's own fold both read it.
import type { IdentityEvent } from '@facet/event-schemas';

export type UserRole = import('@facet/event-schemas').UserRole;
export type VerificationPurpose = 'email-link' | 'email-code' | 'phone-code' | 'password-reset';
type Data<T extends IdentityEvent['type']> = Extract<IdentityEvent, { type: T }>['data'];

export interface SessionState {
  generation: number;
  expiresAt: string;
  startedAt: string;
}
export interface PendingVerification {
  codeHash: string;
  target: string;
  expiresAt: string;
  failures: number;
}

export interface UserState {
  exists: boolean;
  userId: string;
  email: string;
  role: UserRole;
  status: 'active' | 'deactivate';
  first_name: string;
  last_name: string;
  phone: string | null;
  country: string | null;
  company_name: string | null;
  /** Values of the admin's dynamic user fields (view_page 3) by field id. */
  custom_fields: Record<string, string>;
  /** The payment provider's customer (spec: stripe_id), once created. */
  stripe_id?: string;
  passwordHash: string;
  termcheck: boolean;
  force_reset_pass: boolean;
  email_verified: boolean;
  phone_verified: boolean;
  account_verified: boolean;
  kyc: Data<'KycCheckCompleted'> | null;
  preferences: Record<string, boolean>;
  address: Data<'UserAddressSaved'>['address'] | null;
  sessions: Record<string, SessionState>;
  verifications: Partial<Record<VerificationPurpose, PendingVerification>>;
  // Maps, never plain objects: ids arrive from clients, and 'valueOf' or '__proto__' must not be
  // found on a prototype (issue 19, defect 4).
  companyOwners: ReadonlyMap<string, Data<'CompanyOwnerAdded'>['owner']>;
  savedSearches: ReadonlyMap<string, { title: string; search_text: string; at: string }>;
  follows: ReadonlyMap<string, { rating: number; at: string }>;
  registeredAt: string;
}
