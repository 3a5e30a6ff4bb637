import { ownValue } from '../../keyed-records.js';
import { z } from 'zod';
import type { LotAttachment } from '../../lots/index.js';
import type {
  ListingStatus,
  LotSavedAnswer,
  LotsAddedToAuctionAnswer,
  LotsStatusAnswer,
  LotStatusAnswer,
} from '../../read-models/seller-desk.model.js';
import {
  carats,
  commandId,
  field,
  flag,
  html,
  id,
  integer,
  money,
  oneOf,
  oneOfOr,
  optionalField,
  optionalId,
  readFileRef,
  readText,
  reject,
  requiredInstant,
  requiredMoney,
  requiredText,
  text,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';
import { editNamesId, saveAction } from '../request/save-action.js';
import { customFields } from './dynamic-fields.routes.js';

const LISTING_STATUSES = ['active', 'inactive', 'removed'] as const satisfies ListingStatus[];
const newStatus = oneOf(LISTING_STATUSES, {
  description: 'The new status: active, inactive or removed',
});

/** A lot's, an auction's or a template's new status: shown, held back or removed. */
export const listingStatusRequest = z.strictObject({
  id: id('Required', { description: 'The lot, auction or template' }),
  status: newStatus,
  commandId,
});

/** One lot's status (its seller or an admin). */
export const changeLotStatus = route({
  path: 'seller/product/changeStatus',
  request: listingStatusRequest,
  answer: answer<LotStatusAnswer>(),
});

/** 1 to `max` short ids; anything else is refused with `message`. */
const idList = (v: unknown, max: number, message: string): string[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.length <= max &&
  v.every((i) => typeof i === 'string' && i.length > 0 && i.length <= 128)
    ? (v as string[])
    : reject(message);

/** One status for many lots: every lot is checked before any changes. */
export const changeLotsStatus = route({
  path: 'seller/product/bulkProjectAction',
  request: z.strictObject({
    project_id: field<string[], string[]>(
      'ids',
      (v) => idList(v, 200, 'Select at least one lot'),
      'The lots, 1-200 ids',
    ),
    status: newStatus,
    commandId,
  }),
  answer: answer<LotsStatusAnswer>(),
});

/** Lists the seller's lots in one of their auctions. */
export const addLotsToAuction = route({
  path: 'seller/auction/addtoAuction',
  request: z.strictObject({
    auctionid: id('Required', { description: 'The auction' }),
    project_id: field<string | string[], string[]>(
      'id-or-ids',
      (v) => idList(Array.isArray(v) ? v : [v], 1000, 'Required'),
      'The lot id, or 1-1,000 of them',
    ),
    commandId,
  }),
  answer: answer<LotsAddedToAuctionAnswer>(),
});

const dollars = 'Dollars as decimal text or a number, at most 2 decimals';
const caratText = 'Carats as decimal text or a number';
const flagText = '1/0, true/false';
const price = (what: string) => money({ invalid: 'Enter Valid Price', description: what });

const CAPTIONS = [
  ['filename', 200],
  ['title', 200],
  ['description', 2000],
] as const;

/** An image as the uploader and its caption modal send it (type 1 = image, the default). */
export type LotAttachmentInput = Omit<LotAttachment, 'type'> & { type?: number | string };

const invalidAttachments = () => reject('Invalid attachments');

const attachment = (a: unknown): LotAttachment => {
  const { file_name, type, ...rest } = (a ?? {}) as Record<string, unknown>;
  readFileRef(file_name, 'file', { message: 'Invalid attachments' });
  const t = type === undefined ? 1 : Number(type);
  if (!Number.isInteger(t) || t < 0) invalidAttachments();
  const saved: LotAttachment = { file_name: file_name as string, type: t };
  for (const [key, max] of CAPTIONS) {
    const caption = ownValue(rest, key);
    if (caption === undefined || caption === null || caption === '') continue;
    if (typeof caption !== 'string' || caption.length > max) invalidAttachments();
    // eslint-disable-next-line no-restricted-syntax -- key is one of CAPTIONS, not the client's
    saved[key] = (caption as string).trim();
  }
  return saved;
};

/** Absent keeps the saved images; null or '' is none. */
const attachments = optionalField<LotAttachmentInput[] | null | '', LotAttachment[] | undefined>(
  'array',
  (v) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return [];
    return !Array.isArray(v) || v.length > 100 ? invalidAttachments() : v.map(attachment);
  },
  'Images: [{ file_name, type (1 = image), filename?, title?, description? }]; absent keeps the saved ones',
);

/** An ISO 3166 alpha-2 code, read upper case; the api also checks it names a country. */
const countryCode = (description: string) =>
  optionalField<string | null, string | undefined>(
    'string',
    (v) => {
      const code = readText(v, { max: 2 })?.toUpperCase();
      return code === undefined || /^[A-Z]{2}$/.test(code) ? code : reject('Choose a country');
    },
    description,
  );

/** Creates (`new`) or edits a lot: every Lot field of spec section 3, dollars and carats read exactly. */
export const saveLot = route({
  path: 'seller/product/projectAction',
  request: z
    .strictObject({
      ...saveAction('lot'),
      pricing: oneOfOr(['per_carat', 'per_item'], 'per_carat', {
        description: 'per_carat (default) or per_item',
      }),
      title: requiredText('Required!', {
        max: 300,
        description: 'Required, at most 300 characters',
      }),
      auctionlot_title: text({ max: 300, description: 'At most 300 characters' }),
      auction_lot: text({
        max: 50,
        description: 'The lot number in its auction, at most 50 characters',
      }),
      desc_proc: html({
        max: 100_000,
        description: 'The description (HTML, sanitised), at most 100,000 characters',
      }),
      auctiontype: oneOfOr(['standard', 'reverse', 'sealed'], 'standard', {
        description: 'standard (default), reverse or sealed',
      }),
      auction: flag(true, { description: `Sold by auction (${flagText}; default 1)` }),
      buynow: flag(false, { description: `Sold by buy now (${flagText})` }),
      weight: carats({ description: `${caratText}; required and above 0 for per_carat` }),
      total_stones: integer({ max: 1_000_000, description: 'An integer, 0-1,000,000' }),
      average_size: carats({ description: caratText }),
      qty: integer({ min: 1, max: 1_000_000, description: 'An integer, 1-1,000,000 (default 1)' }),
      sprice: requiredMoney('Required!', {
        invalid: 'Enter Valid Price',
        description: `The starting price, required: ${dollars}`,
      }),
      rprice: price(`The reserve price: ${dollars}`),
      bprice: price(`The buy-now price: ${dollars}`),
      accept_offers: flag(false, {
        description: `A buy-now item that takes make-offers (${flagText})`,
      }),
      offer_minimum: price(`Make-offers under this are refused at once (optional): ${dollars}`),
      deposit: flag(false, { description: `A deposit is required to bid (${flagText})` }),
      deposit_amount: price(`The deposit: ${dollars}`),
      featured: flag(false, { description: flagText }),
      categoryTypeId: optionalId({ description: 'A category id' }),
      conditionTypeId: optionalId({ description: 'A condition id' }),
      location_id: optionalId({ description: 'A location id' }),
      auctionid: optionalId({ description: 'The auction the lot belongs to' }),
      date_added: requiredInstant('Required!', {
        description: 'When bidding opens (ISO 8601 or epoch milliseconds), required',
      }),
      date_closed: requiredInstant('Required!', {
        description: 'When bidding closes (ISO 8601 or epoch milliseconds), required',
      }),
      avatar: optionalField<string | null, string | null | undefined>(
        'string',
        (v) =>
          v === undefined ? undefined : v === null || v === '' ? null : readFileRef(v, 'image'),
        'The main image (an uploaded file_name or an https address); absent keeps the saved one',
      ),
      allattachmentlist: attachments,
      custom_fields: customFields('lot'),
      // A rough lot's Kimberley Process papers (issue 30): it cannot open without all three.
      kp_certificate: text({
        max: 100,
        description: 'Rough: the Kimberley Process certificate number, at most 100 characters',
      }),
      kp_origin_country: countryCode('Rough: the country of origin, ISO 3166 alpha-2 (e.g. BW)'),
      kp_exporting_authority: text({
        max: 200,
        description: 'Rough: the exporting authority that issued the certificate, at most 200',
      }),
      seller_id: optionalId({ description: 'An admin saving for a seller: that seller' }),
      commandId,
    })
    .superRefine((lot, ctx) => {
      if (lot.pricing === 'per_carat' && lot.weight === undefined)
        ctx.addIssue({ code: 'custom', message: 'Required!', path: ['weight'] });
      editNamesId(lot, ctx);
    }),
  answer: answer<LotSavedAnswer>(),
});
