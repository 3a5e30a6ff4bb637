import type { EventDefinition, EventOf } from '../define-event.js';
import { UserDeactivated, UserEmailReserved, UserReactivated, UserRegistered, UserRoleChanged } from './user.events.js';

export * from './user.events.js';

/** Every current identity event definition, for `EventRegistry.register(...identityEvents)`. */
export const identityEvents = [UserEmailReserved, UserRegistered, UserRoleChanged, UserDeactivated, UserReactivated] as const;

type EventsOf<D> = D extends EventDefinition ? EventOf<D> : never;
export type IdentityEvent = EventsOf<(typeof identityEvents)[number]>;

export const userStream = (userId: string): string => `user-${userId}`;
/** `emailKey` is the SHA-256 hex of the lower-cased address (keeps addresses out of stream names). */
export const userEmailStream = (emailKey: string): string => `user-email-${emailKey}`;
