import { z } from 'zod';
import { fields } from '../../security/body-schema.js';

export const updateProfileSchema = z.strictObject({
  first_name: fields.name.optional(),
  last_name: fields.name.optional(),
  phone: fields.text(40).nullable().optional(),
  country: fields.text(80).nullable().optional(),
  company_name: fields.text(200).nullable().optional(),
  termcheck: fields.flag.optional(),
  /** The dynamic user fields' values (view_page 3); sent, they are checked and replace the last set. */
  custom_fields: z
    .record(z.string().max(128), z.union([fields.text(5000), z.number(), z.boolean(), z.null()]))
    .optional(),
});

export const PREFERENCE_KEYS = [
  'email_outbid',
  'email_won',
  'email_auction_start',
  'email_newsletter',
  'sms_outbid',
  'sms_won',
] as const;
export const updatePreferenceSchema = z.strictObject(
  Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, fields.flag.optional()])),
);

export const userAddressSchema = z.strictObject({
  address1: fields.text(200).min(1, 'Required!'),
  address2: fields.text(200).nullable().optional(),
  city: fields.text(200).min(1, 'Required!'),
  state: fields.text(200).min(1, 'Required!'),
  zip: fields.text(20).min(1, 'Required!'),
  country: fields.text(80).default('US'),
  // Spec section 5: the phone input defaults to the country code '+1'.
  phone: fields.text(40).default('+1'),
});
