import { z } from 'zod';
import { badRequest } from '../../shared/errors/http-problem.js';
import { flag, readBody, requiredText, text } from '../../shared/http/request-fields.js';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
  'phone',
  'country',
  'termcheck',
  'invite_token',
] as const;
/** For the OpenAPI document; parsing keeps the spec's messages below. */
export const registerUserSchema = z.strictObject({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  email: z.string().max(254),
  password: z.string().min(8).max(256),
  confirm_password: z.string().max(256),
  phone: z.string().max(40).optional(),
  country: z.string().max(80).optional(),
  termcheck: z.union([z.boolean(), z.literal(0), z.literal(1)]),
  invite_token: z.string().max(400).optional(),
});
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegisterUserRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string | null;
  country: string | null;
  invite_token: string | undefined;
}

/** Spec section 5 messages: 'Required!', 'Minimum 8 characters', 'Passwords not match', terms. */
export function parseRegisterUser(raw: unknown): RegisterUserRequest {
  const body = readBody(raw, FIELDS);
  const first_name = requiredText(body, 'first_name', 'Required!', 100);
  const last_name = requiredText(body, 'last_name', 'Required!', 100);
  const email = requiredText(body, 'email', 'Required!', 254).toLowerCase();
  if (!EMAIL.test(email))
    throw badRequest('Invalid email format', 'request.invalid-field', { field: 'email' });
  const password = typeof body.password === 'string' ? body.password : '';
  if (password === '')
    throw badRequest('Required!', 'request.invalid-field', { field: 'password' });
  if (password.length < 8)
    throw badRequest('Minimum 8 characters', 'request.invalid-field', { field: 'password' });
  if (password.length > 256)
    throw badRequest('Password is too long', 'request.invalid-field', { field: 'password' });
  if (body.confirm_password !== password) {
    throw badRequest('Passwords not match', 'request.invalid-field', { field: 'confirm_password' });
  }
  if (!flag(body, 'termcheck')) {
    throw badRequest('You need to accept the terms and conditions', 'request.invalid-field', {
      field: 'termcheck',
    });
  }
  return {
    first_name,
    last_name,
    email,
    password,
    phone: text(body, 'phone', { max: 40 }) ?? null,
    country: text(body, 'country', { max: 80 }) ?? null,
    invite_token: text(body, 'invite_token', { max: 400 }),
  };
}
