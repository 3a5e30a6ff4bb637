import { z } from 'zod';
import type {
  ListingStatusAnswer,
  AuctionSavedAnswer,
} from '../../read-models/seller-desk.model.js';
import {
  commandId,
  html,
  imageRef,
  integer,
  requiredInstant,
  requiredText,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';
import { editNamesId, saveAction } from '../request/save-action.js';
import { customFields } from './dynamic-fields.routes.js';
import { listingStatusRequest } from './lots.routes.js';

/** What an auction and an auction template are both saved with: new or edit, title, text, image. */
export const auctionFormFields = (what: 'auction' | 'template', titleRequired: string) => ({
  ...saveAction(what),
  title: requiredText(titleRequired, { max: 300, description: 'Required, at most 300 characters' }),
  description: html({
    max: 50_000,
    description: 'The description (HTML, sanitised), at most 50,000 characters',
  }),
  avatar: imageRef({ description: 'The image: an uploaded file_name or an https address' }),
});

/** Creates (`new`) or edits an auction: its own window; its lots keep theirs. */
export const saveAuction = route({
  path: 'seller/auction/auctionAction',
  request: z
    .strictObject({
      ...auctionFormFields('auction', 'Required!'),
      date_added: requiredInstant('Required!', {
        description: 'When the auction opens (ISO 8601 or epoch milliseconds), required',
      }),
      date_closed: requiredInstant('Required!', {
        description: 'When the auction closes (ISO 8601 or epoch milliseconds), required',
      }),
      custom_fields: customFields('auction'),
      // Issue 30: the seller's approval window after a sealed tender's window end; blank, none.
      approval_window_minutes: integer({
        min: 1,
        max: 14 * 24 * 60,
        description:
          "Minutes the seller has after a sealed tender's window end to accept or refuse each winning tender (at most 14 days); blank for none",
      }),
      commandId,
    })
    .superRefine(editNamesId),
  answer: answer<AuctionSavedAnswer>(),
});

/** An auction shown, held back or removed (its seller or an admin). */
export const changeAuctionStatus = route({
  path: 'seller/auction/changeStatus',
  request: listingStatusRequest,
  answer: answer<ListingStatusAnswer>(),
});
