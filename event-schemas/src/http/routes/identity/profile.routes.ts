import { z } from 'zod';
import type {
  CompanyOwnerRecord,
  FollowAnswer,
  FollowedSellerRecord,
  KycCheckAnswer,
  PublicUser,
  SavedSearchRecord,
  UnfollowAnswer,
} from '../../../read-models/account.model.js';
import type { SavedIdAnswer } from '../../../read-models/answer.model.js';
import type { ListResponse } from '../../../read-models/list.model.js';
import { emptyBody, fields } from '../../request/account-fields.js';
import { answer, route } from '../../request/route.js';

const optionalText = (max: number, description: string) =>
  fields.text(max).nullable().optional().describe(description);

/** The profile form, or any part of it (accepting the terms sends `termcheck` alone). */
export const updateProfile = route({
  path: 'user/updateProfile',
  request: z.strictObject({
    first_name: fields.name.optional().describe('First name'),
    last_name: fields.name.optional().describe('Last name'),
    phone: optionalText(40, 'Phone number'),
    country: optionalText(80, 'Country'),
    company_name: optionalText(200, 'Company name'),
    termcheck: fields.flag.optional().describe('1 accepts the terms'),
    custom_fields: z
      .record(z.string().max(128), z.union([fields.text(5000), z.number(), z.boolean(), z.null()]))
      .optional()
      .describe(
        "The dynamic user fields' values (view_page 3) by field id; sent, they are checked and replace the last set",
      ),
  }),
  answer: answer<PublicUser>(),
});

const preference = (what: string) => fields.flag.optional().describe(`${what}: 1 on, 0 off`);

/** The notification preferences sent (each left out stays as it is). */
export const updatePreferences = route({
  path: 'user/updatePreference',
  request: z.strictObject({
    email_outbid: preference('E-mail when outbid'),
    email_won: preference('E-mail when a lot is won'),
    email_auction_start: preference('E-mail when an auction starts'),
    email_newsletter: preference('The newsletter'),
    sms_outbid: preference('SMS when outbid'),
    sms_won: preference('SMS when a lot is won'),
  }),
  answer: answer<PublicUser>(),
});

const requiredLine = (max: number, description: string) =>
  fields.text(max).min(1, 'Required!').describe(description);

/** The user's address; the phone input defaults to the country code '+1' (spec section 5). */
export const saveAddress = route({
  path: 'user/userAddress',
  request: z.strictObject({
    address1: requiredLine(200, 'Street address (required)'),
    address2: optionalText(200, 'Address line 2'),
    city: requiredLine(200, 'City (required)'),
    state: requiredLine(200, 'State (required)'),
    zip: requiredLine(20, 'ZIP code (required)'),
    country: fields.text(80).default('US').describe('Country (US when left out)'),
    phone: fields.text(40).default('+1').describe("Phone number ('+1' when left out)"),
  }),
  answer: answer<PublicUser>(),
});

const owner = {
  first_name: fields.name.describe("The owner's first name"),
  last_name: fields.name.describe("The owner's last name"),
  email: fields.email.describe("The owner's e-mail address"),
  phone: fields.text(40).nullable().default(null).describe("The owner's phone number"),
  ownership_percentage: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .default(null)
    .describe('Their share of the company, 0-100'),
  title: fields.text(200).nullable().default(null).describe('Their title in the company'),
};
const ownerId = fields.id.describe('The owner record');

/** A beneficial owner of the caller's company (only ever the caller's own records). */
export const addCompanyOwner = route({
  path: 'user/addCompanyOwner',
  request: z.strictObject(owner),
  answer: answer<SavedIdAnswer>(),
});

export const updateCompanyOwner = route({
  path: 'user/updateCompanyOwner',
  request: z.strictObject({ id: ownerId, ...owner }),
  answer: answer<SavedIdAnswer>(),
});

export const removeCompanyOwner = route({
  path: 'user/removeCompanyOwner',
  request: z.strictObject({ id: ownerId }),
  answer: answer<SavedIdAnswer>(),
});

export const listCompanyOwners = route({
  path: 'user/getCompanyOwners',
  request: emptyBody,
  answer: answer<ListResponse<CompanyOwnerRecord>>(),
});

/** A search the user saves under a title. */
export const addSavedSearch = route({
  path: 'user/addSavedSearch',
  request: z.strictObject({
    title: fields.text(200).min(1, 'Required!').describe('Its title (required)'),
    search_text: fields.text(2000).min(1, 'Required!').describe('The search (required)'),
  }),
  answer: answer<SavedIdAnswer>(),
});

export const listSavedSearches = route({
  path: 'user/getSavedSearch',
  request: emptyBody,
  answer: answer<ListResponse<SavedSearchRecord>>(),
});

export const removeSavedSearch = route({
  path: 'user/removeSavedSearch',
  request: z.strictObject({ id: fields.id.describe('The saved search') }),
  answer: answer<SavedIdAnswer>(),
});

const sellerId = fields.id.describe('The seller');
const rating = z.number().int().min(1).max(5);

/** Sellers the caller follows (watchlisting may follow the seller with rating 5). */
export const listFollowedSellers = route({
  path: 'user/getFollowers',
  request: emptyBody,
  answer: answer<ListResponse<FollowedSellerRecord>>(),
});

export const followSeller = route({
  path: 'user/addFollower',
  request: z.strictObject({
    seller_id: sellerId,
    rating: rating.default(5).describe('1-5 (5 when left out)'),
  }),
  answer: answer<FollowAnswer>(),
});

/** A new rating for a seller already followed. */
export const rateFollowedSeller = route({
  path: 'user/updateFollower',
  request: z.strictObject({ seller_id: sellerId, rating: rating.describe('1-5') }),
  answer: answer<FollowAnswer>(),
});

export const unfollowSeller = route({
  path: 'user/removeFollower',
  request: z.strictObject({ seller_id: sellerId }),
  answer: answer<UnfollowAnswer>(),
});

/** The caller's own KYC check: a clear result verifies the account. */
export const runKycCheck = route({
  path: 'user/runKycCheck',
  request: emptyBody,
  answer: answer<KycCheckAnswer>(),
});

/** An admin sets a user's account verification by hand. */
export const setAccountVerified = route({
  path: 'user/updateUserAccountVerified',
  request: z.strictObject({
    user_id: fields.id.describe('The user'),
    verified: fields.flag.describe('1 verified, 0 not'),
  }),
  answer: answer<PublicUser>(),
});
