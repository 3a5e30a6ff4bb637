import { z } from 'zod';

const required = 'Required!';

/** An e-mail address, trimmed and lower-cased; the forms say 'Required!', the footer 'Required'. */
export const emailField = (requiredMessage = required, tooLongMessage?: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, tooLongMessage)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email format');

/** The account forms' fields, with the spec's wording. */
export const fields = {
  email: emailField(),
  password: z
    .string({ error: required })
    .min(8, 'Minimum 8 characters')
    .max(256, 'Password is too long'),
  anyPassword: z.string({ error: required }).min(1, required).max(256),
  name: z.string({ error: required }).trim().min(1, required).max(100),
  text: (max: number) => z.string().trim().max(max),
  id: z.string({ error: required }).trim().min(1, required).max(128),
  flag: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform((v) => v === true || v === 1 || v === '1'),
  otp: z.string({ error: required }).regex(/^\d{6}$/, 'Enter the 6-digit code'),
  secret: z.string({ error: required }).min(10).max(400),
};

/** A body with no fields: documented as an empty strict object, anything sent is a 400. */
export const emptyBody = z.strictObject({});
