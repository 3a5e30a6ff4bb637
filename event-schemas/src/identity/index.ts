import type { EventDefinition, EventOf } from '../define-event.js';
import {
  ContactMessageSubmitted,
  NewsletterSubscribed,
  UserInvited,
} from './invite-contact.events.js';
import {
  UserAddressSaved,
  UserPreferencesUpdated,
  UserProfileUpdated,
  VerificationFailed,
  VerificationIssued,
  VerificationSucceeded,
} from './user-profile.events.js';
import {
  CompanyOwnerAdded,
  CompanyOwnerRemoved,
  CompanyOwnerUpdated,
  KycCheckCompleted,
  SavedSearchAdded,
  SavedSearchRemoved,
  SellerFollowed,
  SellerUnfollowed,
  UserAccountVerificationChanged,
} from './user-records.events.js';
import {
  UserForceResetPassSet,
  UserPasswordChanged,
  UserSessionRefreshed,
  UserSessionRevoked,
  UserSessionStarted,
  UserSwitchedInto,
} from './user-session.events.js';
import {
  UserDeactivated,
  UserEmailReserved,
  UserReactivated,
  UserRegistered,
  UserRoleChanged,
} from './user.events.js';

export * from './user.events.js';
export * from './user-session.events.js';
export * from './user-profile.events.js';
export * from './user-records.events.js';
export * from './invite-contact.events.js';

/** Every current identity event definition, for `EventRegistry.register(...identityEvents)`. */
export const identityEvents = [
  UserEmailReserved,
  UserRegistered,
  UserRoleChanged,
  UserDeactivated,
  UserReactivated,
  UserSessionStarted,
  UserSessionRefreshed,
  UserSessionRevoked,
  UserPasswordChanged,
  UserForceResetPassSet,
  UserSwitchedInto,
  UserProfileUpdated,
  UserPreferencesUpdated,
  UserAddressSaved,
  VerificationIssued,
  VerificationFailed,
  VerificationSucceeded,
  CompanyOwnerAdded,
  CompanyOwnerUpdated,
  CompanyOwnerRemoved,
  SavedSearchAdded,
  SavedSearchRemoved,
  SellerFollowed,
  SellerUnfollowed,
  KycCheckCompleted,
  UserAccountVerificationChanged,
  UserInvited,
  ContactMessageSubmitted,
  NewsletterSubscribed,
] as const;

type EventsOf<D> = D extends EventDefinition ? EventOf<D> : never;
export type IdentityEvent = EventsOf<(typeof identityEvents)[number]>;

export const userStream = (userId: string): string => `user-${userId}`;
/** `emailKey` is the SHA-256 hex of the lower-cased address (keeps addresses out of stream names). */
export const userEmailStream = (emailKey: string): string => `user-email-${emailKey}`;
export const inviteStream = (inviteId: string): string => `invite-${inviteId}`;
export const contactStream = (messageId: string): string => `contact-${messageId}`;
export const newsletterStream = (emailKey: string): string => `newsletter-${emailKey}`;
