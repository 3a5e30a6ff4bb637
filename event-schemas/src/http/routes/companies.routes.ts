import { z } from 'zod';
import type { BuyerCompanyAnswer } from '../../read-models/buyer-company.model.js';
import { emailField, emptyBody } from '../request/account-fields.js';
import { commandId, flag, id, requiredText } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/**
 * A buyer company and its representatives (issue 30): who may tender for the company, whose
 * tenders, spending caps and invoices are the company's. Every answer is the caller's company page.
 */
export const getBuyerCompany = route({
  path: 'company/get',
  request: emptyBody,
  answer: answer<BuyerCompanyAnswer>(),
});

/** The caller registers their company and becomes its first representative. */
export const registerBuyerCompany = route({
  path: 'company/register',
  request: z.strictObject({
    name: requiredText('Company name required', { max: 200, description: 'Legal name' }),
    registration_number: requiredText('Registration number required', {
      max: 100,
      description: 'The company registry number',
    }),
    country: requiredText('Country required', { max: 100, description: 'Country of registration' }),
    commandId,
  }),
  answer: answer<BuyerCompanyAnswer>(),
});

/** A representative invites another buyer account by its email; that buyer accepts or declines. */
export const inviteRepresentative = route({
  path: 'company/addRepresentative',
  request: z.strictObject({
    email: emailField('Email required').describe("The buyer account's email"),
    commandId,
  }),
  answer: answer<BuyerCompanyAnswer>(),
});

/** The invited buyer accepts (1) or declines (0) a company's invitation. */
export const answerRepresentativeInvitation = route({
  path: 'company/answerInvitation',
  request: z.strictObject({
    company_id: id('Company id required', { description: 'The inviting company' }),
    accept: flag(false, { description: '1 accepts, 0 declines' }),
    commandId,
  }),
  answer: answer<BuyerCompanyAnswer>(),
});

/** A representative leaves (their own id), removes a colleague or withdraws an invitation. */
export const removeRepresentative = route({
  path: 'company/removeRepresentative',
  request: z.strictObject({
    user_id: id('User id required', { description: 'The representative or invited buyer' }),
    commandId,
  }),
  answer: answer<BuyerCompanyAnswer>(),
});
