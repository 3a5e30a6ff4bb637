import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { customFieldValues, id, instant } from '../primitives.js';

const shortText = z.string().max(200);

export const profileChanges = z.object({
  first_name: z.string().min(1).max(100).optional(),
  last_name: z.string().min(1).max(100).optional(),
  phone: z.string().max(40).nullable().optional(),
  country: z.string().max(80).nullable().optional(),
  company_name: shortText.nullable().optional(),
  termcheck: z.boolean().optional(),
  /** Values of the admin's dynamic user fields (view_page 3) by field id; replaces the last set. */
  custom_fields: customFieldValues.optional(),
  /**
   * The payment provider's customer id (the spec's stripe_id): set by the server when it creates
   * the customer, never by the profile form.
   */
  stripe_id: z.string().min(1).max(255).optional(),
});

export const UserProfileUpdated = defineEvent(
  'UserProfileUpdated',
  1,
  z.object({ userId: id, changes: profileChanges, changedBy: id, at: instant }),
);

/** Notification preferences: named switches (e-mail on outbid, newsletter...). */
export const UserPreferencesUpdated = defineEvent(
  'UserPreferencesUpdated',
  1,
  z.object({ userId: id, preferences: z.record(z.string().max(60), z.boolean()), at: instant }),
);

export const userAddress = z.object({
  address1: shortText,
  address2: shortText.nullable(),
  city: shortText,
  state: shortText,
  zip: z.string().max(20),
  country: z.string().max(80),
  phone: z.string().max(40),
});

export const UserAddressSaved = defineEvent(
  'UserAddressSaved',
  1,
  z.object({ userId: id, address: userAddress, at: instant }),
);

export const verificationPurpose = z.enum([
  'email-link',
  'email-code',
  'phone-code',
  'password-reset',
]);

/** A one-time secret sent to the user; only its SHA-256 is recorded. */
export const VerificationIssued = defineEvent(
  'VerificationIssued',
  1,
  z.object({
    userId: id,
    purpose: verificationPurpose,
    codeHash: z.string().length(64),
    target: z.string().max(254),
    expiresAt: instant,
    at: instant,
  }),
);

export const VerificationFailed = defineEvent(
  'VerificationFailed',
  1,
  z.object({ userId: id, purpose: verificationPurpose, at: instant }),
);

/** The secret was used (single use); e-mail or phone purposes mark the target verified. */
export const VerificationSucceeded = defineEvent(
  'VerificationSucceeded',
  1,
  z.object({ userId: id, purpose: verificationPurpose, target: z.string().max(254), at: instant }),
);
