import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/** Stream `invite-<inviteId>`: an admin invites an address; the link carries a secret (hash kept). */
export const UserInvited = defineEvent(
  'UserInvited',
  1,
  z.object({
    inviteId: id,
    email: z.string().min(3).max(254),
    first_name: z.string().max(100),
    last_name: z.string().max(100),
    role: z.enum(['buyer', 'seller', 'admin']),
    tokenHash: z.string().length(64),
    invitedBy: id,
    expiresAt: instant,
    at: instant,
  }),
);

/** Stream `contact-<messageId>`. */
export const ContactMessageSubmitted = defineEvent(
  'ContactMessageSubmitted',
  1,
  z.object({
    messageId: id,
    name: z.string().max(200),
    email: z.string().max(254),
    phone: z.string().max(40).nullable(),
    subject: z.string().max(200),
    message: z.string().max(5000),
    userId: id.nullable(),
    at: instant,
  }),
);

/**
 * Stream `newsletter-<emailKey>` (SHA-256 hex of the lower-cased address): one per address, so a
 * second sign-up with the same address records nothing new.
 */
export const NewsletterSubscribed = defineEvent(
  'NewsletterSubscribed',
  1,
  z.object({
    email: z.string().min(3).max(254),
    userId: id.nullable(),
    at: instant,
  }),
);
