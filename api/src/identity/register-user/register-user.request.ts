import { badRequest } from '../../shared/errors/http-problem.js';
import { flag, readBody, requiredText, text } from '../../shared/http/request-fields.js';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm_password', 'phone', 'country', 'termcheck'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegisterUserRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone: string | null;
  country: string | null;
}

/** Spec section 5 messages: 'Required!', 'Minimum 8 characters', 'Passwords not match', terms. */
export function parseRegisterUser(raw: unknown): RegisterUserRequest {
  const body = readBody(raw, FIELDS);
  const first_name = requiredText(body, 'first_name', 'Required!', 100);
  const last_name = requiredText(body, 'last_name', 'Required!', 100);
  const email = requiredText(body, 'email', 'Required!', 254).toLowerCase();
  if (!EMAIL.test(email)) throw badRequest('Invalid email format', 'request.invalid-field', { field: 'email' });
  const password = typeof body.password === 'string' ? body.password : '';
  if (password === '') throw badRequest('Required!', 'request.invalid-field', { field: 'password' });
  if (password.length < 8) throw badRequest('Minimum 8 characters', 'request.invalid-field', { field: 'password' });
  if (password.length > 256) throw badRequest('Password is too long', 'request.invalid-field', { field: 'password' });
  if (body.confirm_password !== password) {
    throw badRequest('Passwords not match', 'request.invalid-field', { field: 'confirm_password' });
  }
  if (!flag(body, 'termcheck')) {
    throw badRequest('You need to accept the terms and conditions', 'request.invalid-field', { field: 'termcheck' });
  }
  return {
    first_name, last_name, email, password,
    phone: text(body, 'phone', { max: 40 }) ?? null,
    country: text(body, 'country', { max: 80 }) ?? null,
  };
}
