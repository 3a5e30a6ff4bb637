import { z } from 'zod';
import type {
  AccountNoticeAnswer,
  EmailAvailability,
  PublicUser,
  SessionTokens,
} from '../../../read-models/account.model.js';
import { emptyBody, fields } from '../../request/account-fields.js';
import { field, flag, readText, reject, requiredText, text } from '../../request/request-fields.js';
import { captchaAnswer } from '../captcha.routes.js';
import { answer, route } from '../../request/route.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional text, blank or left out as null. */
const nullableText = (max: number, description: string) =>
  text({ max, description }).transform((v) => v ?? null);

/**
 * `user/register`, in the spec's order and wording (section 5): 'Required!', 'Invalid email
 * format', 'Minimum 8 characters', then 'Passwords not match' and the terms.
 */
export const registerUserRequest = z
  .strictObject({
    first_name: requiredText('Required!', { max: 100, description: 'First name (required)' }),
    last_name: requiredText('Required!', { max: 100, description: 'Last name (required)' }),
    email: field<string, string>(
      'string',
      (v) => {
        const email = (readText(v, { required: 'Required!', max: 254 }) as string).toLowerCase();
        return EMAIL.test(email) ? email : reject('Invalid email format');
      },
      'The e-mail address, the account name (required; kept lower-case)',
    ),
    password: field<string, string>(
      'string',
      (v) => {
        const password = typeof v === 'string' ? v : '';
        if (password === '') reject('Required!');
        if (password.length < 8) reject('Minimum 8 characters');
        return password.length > 256 ? reject('Password is too long') : password;
      },
      'At least 8 characters, at most 256',
    ),
    // Compared as sent: anything but the password itself is 'Passwords not match'.
    confirm_password: field<string, unknown>(
      'string',
      (v) => (v === undefined ? reject('Passwords not match') : v),
      'The password again',
    ),
    termcheck: flag(false, { description: 'The terms accepted: 1 (required)' }),
    phone: nullableText(40, 'Phone number'),
    country: nullableText(80, 'Country'),
    invite_token: text({
      max: 400,
      description: "An invitation's token: the account gets the invited role (same e-mail)",
    }),
    captcha: captchaAnswer,
  })
  .superRefine((body, ctx) => {
    if (body.confirm_password !== body.password)
      ctx.addIssue({ code: 'custom', message: 'Passwords not match', path: ['confirm_password'] });
    else if (!body.termcheck)
      ctx.addIssue({
        code: 'custom',
        message: 'You need to accept the terms and conditions',
        path: ['termcheck'],
      });
  });

/** A buyer registers (an invitation gives its role instead) and is signed in at once. */
export const registerUser = route({
  path: 'user/register',
  request: registerUserRequest,
  answer: answer<SessionTokens>(),
});

/** Wrong passwords lock the account (5 in 15 min) and the IP (50): 429 `auth.locked`. */
export const loginUser = route({
  path: 'user/login',
  request: z.strictObject({
    email: fields.text(254).toLowerCase().min(1, 'Required!').describe('The e-mail address'),
    password: fields.anyPassword.describe('The password'),
  }),
  answer: answer<SessionTokens>(),
});

/** The client's session check: the signed-in user as they are now. */
export const validateUser = route({
  path: 'user/validateUser',
  request: emptyBody,
  answer: answer<PublicUser>(),
});

/** Rotates the refresh token: a fresh pair, the old refresh token dies. */
export const refreshSession = route({
  path: 'user/refreshToken',
  request: z.strictObject({
    refresh_token: z.string().min(10).max(2000).describe('The refresh token of the last pair'),
  }),
  answer: answer<SessionTokens>(),
});

/** Ends the bearer's session (its refresh token dies with it). */
export const logoutUser = route({
  path: 'user/logout',
  request: emptyBody,
  answer: answer<AccountNoticeAnswer>(),
});

/** The register form's "is this e-mail taken?" check (rate limited per IP). */
export const checkEmailAvailable = route({
  path: 'user/checkValidation',
  request: z.strictObject({ email: fields.email.describe('The e-mail address to check') }),
  answer: answer<EmailAvailability>(),
});

/** An admin acts as a user (never another admin): a session of that user. */
export const switchUser = route({
  path: 'user/switchuser',
  request: z.strictObject({ user_id: fields.id.describe('The user to act as') }),
  answer: answer<SessionTokens>(),
});
