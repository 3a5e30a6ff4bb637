import type { IdentityEvent } from '@facet/event-schemas';
import type { UserRole, VerificationPurpose } from './user.state.js';

type Data<T extends IdentityEvent['type']> = Extract<IdentityEvent, { type: T }>['data'];
/** Every command carries who asks (`actorId`) and the server's instant (`at`). */
interface Base {
  actorId: string;
  at: string;
}

export interface RegisterUser extends Base {
  type: 'RegisterUser';
  userId: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  country: string | null;
  role: UserRole;
  passwordHash: string;
  termcheck: boolean;
}
export interface ChangeUserRole extends Base {
  type: 'ChangeUserRole';
  role: UserRole;
}
export interface DeactivateUser extends Base {
  type: 'DeactivateUser';
  reason: string | null;
}
export interface ReactivateUser extends Base {
  type: 'ReactivateUser';
}
export interface StartSession extends Base {
  type: 'StartSession';
  sessionId: string;
  expiresAt: string;
  via: Data<'UserSessionStarted'>['via'];
}
export interface RefreshSession extends Base {
  type: 'RefreshSession';
  sessionId: string;
  generation: number;
  expiresAt: string;
}
export interface EndSession extends Base {
  type: 'EndSession';
  sessionId: string;
  reason: 'logout' | 'admin';
}
export interface ChangePassword extends Base {
  type: 'ChangePassword';
  passwordHash: string;
  via: 'change' | 'invite';
}
export interface SetForceResetPass extends Base {
  type: 'SetForceResetPass';
  force_reset_pass: boolean;
}
export interface SwitchInto extends Base {
  type: 'SwitchInto';
  sessionId: string;
  expiresAt: string;
}
export interface UpdateProfile extends Base {
  type: 'UpdateProfile';
  changes: Data<'UserProfileUpdated'>['changes'];
}
export interface UpdatePreferences extends Base {
  type: 'UpdatePreferences';
  preferences: Record<string, boolean>;
}
export interface SaveAddress extends Base {
  type: 'SaveAddress';
  address: Data<'UserAddressSaved'>['address'];
}
export interface IssueVerification extends Base {
  type: 'IssueVerification';
  purpose: VerificationPurpose;
  codeHash: string;
  target: string;
  expiresAt: string;
}
/** `codeHash` is the SHA-256 of what the user typed; a reset also carries the new password hash. */
export interface ConfirmVerification extends Base {
  type: 'ConfirmVerification';
  purpose: VerificationPurpose;
  codeHash: string;
  newPasswordHash?: string;
}
export interface AddCompanyOwner extends Base {
  type: 'AddCompanyOwner';
  ownerId: string;
  owner: Data<'CompanyOwnerAdded'>['owner'];
}
export interface UpdateCompanyOwner extends Base {
  type: 'UpdateCompanyOwner';
  ownerId: string;
  owner: Data<'CompanyOwnerAdded'>['owner'];
}
export interface RemoveCompanyOwner extends Base {
  type: 'RemoveCompanyOwner';
  ownerId: string;
}
export interface AddSavedSearch extends Base {
  type: 'AddSavedSearch';
  searchId: string;
  title: string;
  search_text: string;
}
export interface RemoveSavedSearch extends Base {
  type: 'RemoveSavedSearch';
  searchId: string;
}
export interface FollowSeller extends Base {
  type: 'FollowSeller';
  sellerId: string;
  rating: number;
  mustExist: boolean;
}
export interface UnfollowSeller extends Base {
  type: 'UnfollowSeller';
  sellerId: string;
}
export interface RecordKycCheck extends Base {
  type: 'RecordKycCheck';
  result: Omit<Data<'KycCheckCompleted'>, 'userId' | 'at'>;
}
export interface SetAccountVerified extends Base {
  type: 'SetAccountVerified';
  verified: boolean;
}

export type UserCommand =
  | RegisterUser
  | ChangeUserRole
  | DeactivateUser
  | ReactivateUser
  | StartSession
  | RefreshSession
  | EndSession
  | ChangePassword
  | SetForceResetPass
  | SwitchInto
  | UpdateProfile
  | UpdatePreferences
  | SaveAddress
  | IssueVerification
  | ConfirmVerification
  | AddCompanyOwner
  | UpdateCompanyOwner
  | RemoveCompanyOwner
  | AddSavedSearch
  | RemoveSavedSearch
  | FollowSeller
  | UnfollowSeller
  | RecordKycCheck
  | SetAccountVerified;
