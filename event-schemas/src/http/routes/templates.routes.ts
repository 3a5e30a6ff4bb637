import { z } from 'zod';
import {
  type AuctionTemplateAnswer,
  type AuctionTemplateList,
  type TemplateLotDefaultsAnswer,
  type TemplateSavedAnswer,
  templateFilters,
} from '../../read-models/auction-template.model.js';
import type { ListingStatusAnswer } from '../../read-models/seller-desk.model.js';
import {
  commandId,
  flag,
  id,
  money,
  oneOfOr,
  paging,
  raw,
  requiredInteger,
  text,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';
import { editNamesId } from '../request/save-action.js';
import { auctionFormFields } from './auctions.routes.js';
import { customFields } from './dynamic-fields.routes.js';
import { listingStatusRequest } from './lots.routes.js';

/** Creates (`new`) or edits a template: no window, a duration, and its lots' defaults. */
export const saveAuctionTemplate = route({
  path: 'seller/template/auction/auctionAction',
  request: z
    .strictObject({
      ...auctionFormFields('template', 'Required'),
      duration_hours: requiredInteger('Required', {
        min: 1,
        max: 24 * 366,
        description: 'Required: how long an auction made from it runs, 1-8,784 hours',
      }),
      auctiontype: oneOfOr(['standard', 'reverse', 'sealed'], 'standard', {
        description: "The lots' default: standard, reverse or sealed",
      }),
      pricing: oneOfOr(['per_carat', 'per_item'], 'per_carat', {
        description: "The lots' default: per_carat or per_item",
      }),
      deposit: flag(false, {
        description: "The lots' default: a deposit is required (1/0, true/false)",
      }),
      deposit_amount: money({
        description: "The lots' default deposit: dollars; required with a deposit",
      }),
      custom_fields: customFields('template'),
      commandId,
    })
    .superRefine((template, ctx) => {
      editNamesId(template, ctx);
      if (template.deposit && template.deposit_amount === undefined)
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['deposit_amount'] });
    }),
  answer: answer<TemplateSavedAnswer>(),
});

/** A template shown, held back or removed. */
export const changeAuctionTemplateStatus = route({
  path: 'seller/template/auction/changeStatus',
  request: listingStatusRequest,
  answer: answer<ListingStatusAnswer>(),
});

/** One page of the caller's templates (an admin: every seller's), by tab and title. */
export const listAuctionTemplates = route({
  path: 'seller/template/auction/listings',
  request: z.strictObject({
    action: oneOfOr(templateFilters, 'all', { description: "The list to show (the screen's tab)" }),
    searchterm: text({ max: 200, description: 'Text to search the titles for' }),
    orderby: raw<string>('string', 'Accepted, not used: templates are listed by title'),
    ...paging(),
  }),
  answer: answer<AuctionTemplateList>(),
});

const templateId = z.strictObject({ id: id('Required', { description: 'The template' }) });

/** One of the caller's templates (another seller's is 404). */
export const getAuctionTemplate = route({
  path: 'seller/template/auction/getSingleAuction',
  request: templateId,
  answer: answer<AuctionTemplateAnswer>(),
});

/** The lot defaults a new auction's lots start from. */
export const getAuctionTemplateLotDefaults = route({
  path: 'seller/template/auction/lots',
  request: templateId,
  answer: answer<TemplateLotDefaultsAnswer>(),
});
