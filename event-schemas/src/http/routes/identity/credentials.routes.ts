import { z } from 'zod';
import type {
  AccountNoticeAnswer,
  PublicUser,
  SessionTokens,
} from '../../../read-models/account.model.js';
import { emptyBody, fields } from '../../request/account-fields.js';
import { answer, route } from '../../request/route.js';

/** A new password and the same again. */
const newPassword = {
  password: fields.password.describe('The new password: at least 8 characters'),
  confirm_password: z.string().max(256).describe('The new password again'),
};
/** 'Passwords not match', once every field is valid. */
const confirmed = (body: { password: string; confirm_password: string }, ctx: z.RefinementCtx) => {
  if (body.confirm_password !== body.password)
    ctx.addIssue({ code: 'custom', message: 'Passwords not match', path: ['confirm_password'] });
};

const emailOf = (description: string) =>
  z.strictObject({ email: fields.email.describe(description) });
const linkToken = fields.secret.describe('The token of the e-mailed link (its last path segment)');

/** Profile password change (spec 'resetUserProfile'): ends every session, answers a fresh one. */
export const changePassword = route({
  path: 'user/resetUserProfile',
  request: z
    .strictObject({
      current_password: fields.anyPassword.describe('The password now'),
      ...newPassword,
    })
    .superRefine(confirmed),
  answer: answer<SessionTokens>(),
});

/** Mails a reset link; the same answer whether or not the address is registered. */
export const forgotPassword = route({
  path: 'user/forgotPassword',
  request: emailOf('The account to reset'),
  answer: answer<AccountNoticeAnswer>(),
});

/** Reset by the e-mailed link: single use, 1 hour, ends every session. */
export const resetPassword = route({
  path: 'user/resetPassword',
  request: z.strictObject({ user_token: linkToken, ...newPassword }).superRefine(confirmed),
  answer: answer<AccountNoticeAnswer>(),
});

/** Mails the signed-in user a verification link. */
export const sendEmailVerifyLink = route({
  path: 'user/sendEmailVerifyLink',
  request: emptyBody,
  answer: answer<AccountNoticeAnswer>(),
});

/** Verifies the e-mail by the link's token (public). */
export const verifyEmailLink = route({
  path: 'user/verifyEmail',
  request: z.strictObject({ user_token: linkToken }),
  answer: answer<AccountNoticeAnswer>(),
});

/** Mails a 6-digit code to an active account; the same answer for an unknown address. */
export const sendEmailVerifyCode = route({
  path: 'user/sendEmailVerifyCode',
  request: emailOf('The account to verify'),
  answer: answer<AccountNoticeAnswer>(),
});

/** A right code verifies the e-mail and signs in. */
export const verifyEmailCode = route({
  path: 'user/verifyEmailVerifyCode',
  request: z.strictObject({
    email: fields.email.describe('The account to verify'),
    code: fields.otp.describe('The 6-digit code from the e-mail'),
  }),
  answer: answer<SessionTokens>(),
});

/** Sends a code to the phone (through the SMS sandbox). */
export const sendPhoneVerifyCode = route({
  path: 'user/sendPhoneVerifyCode',
  request: z.strictObject({
    phone: fields
      .text(40)
      .regex(/^\+?[0-9 ()-]{4,40}$/, 'Invalid phone number')
      .describe('The phone number: digits, spaces, ( ) - and a leading +'),
  }),
  answer: answer<AccountNoticeAnswer>(),
});

/** A right code marks the phone verified. */
export const verifyPhoneCode = route({
  path: 'user/verifyPhoneVerifyCode',
  request: z.strictObject({ code: fields.otp.describe('The 6-digit code from the SMS') }),
  answer: answer<PublicUser>(),
});
