import type { LotAttachment, LotDetails } from '@facet/event-schemas';
import { parseCaratsToPoints } from '../../shared/money/index.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { handParsedBody } from '../../security/body-schema.js';
import {
  customFieldsDoc,
  parseCustomFields,
} from '../../dynamic-fields/field-values/custom-fields.request.js';
import {
  type Body,
  commandIdField,
  flag,
  instantField,
  integer,
  money,
  oneOf,
  readBody,
  requiredMoney,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';

const dollars = 'Dollars as decimal text or a number, at most 2 decimals';
const caratText = 'Carats as decimal text or a number';
const flagText = '1/0, true/false';

/** `seller/product/projectAction`: every Lot field of spec section 3, checked by `parseSaveLot`. */
export const saveLotBody = handParsedBody({
  action: ['string', 'new (default) or edit'],
  id: ['id', 'The lot to edit (required with action edit)'],
  auctionid: ['id', 'The auction the lot belongs to'],
  title: ['string', 'Required, at most 300 characters'],
  auctionlot_title: ['string', 'At most 300 characters'],
  auction_lot: ['string', 'The lot number in its auction, at most 50 characters'],
  desc_proc: ['string', 'The description (HTML), at most 100,000 characters'],
  auctiontype: ['string', 'standard (default), reverse or sealed'],
  auction: ['flag', `Sold by auction (${flagText}; default 1)`],
  buynow: ['flag', `Sold by buy now (${flagText})`],
  pricing: ['string', 'per_carat (default) or per_item'],
  weight: ['decimal', `${caratText}; required and above 0 for per_carat`],
  total_stones: ['integer', 'An integer, 0-1,000,000'],
  average_size: ['decimal', caratText],
  qty: ['integer', 'An integer, 1-1,000,000 (default 1)'],
  sprice: ['money', `The starting price, required: ${dollars}`],
  rprice: ['money', `The reserve price: ${dollars}`],
  bprice: ['money', `The buy-now price: ${dollars}`],
  deposit: ['flag', `A deposit is required to bid (${flagText})`],
  deposit_amount: ['money', `The deposit: ${dollars}`],
  featured: ['flag', flagText],
  categoryTypeId: ['id', 'A category id'],
  conditionTypeId: ['id', 'A condition id'],
  location_id: ['id', 'A location id'],
  date_added: ['instant', 'When bidding opens (ISO 8601 or epoch milliseconds), required'],
  date_closed: ['instant', 'When bidding closes (ISO 8601 or epoch milliseconds), required'],
  avatar: ['string', 'The main image file name; absent keeps the saved one'],
  allattachmentlist: [
    'array',
    'Images: [{ file_name, type (1 = image), filename?, title?, description? }]; absent keeps the saved ones',
  ],
  custom_fields: customFieldsDoc('lot'),
  commandId: ['string', 'A client-chosen id: a retry with it answers the first outcome'],
  seller_id: ['id', 'An admin saving for a seller: that seller'],
});
const FIELDS = Object.keys(saveLotBody.shape);

export interface SaveLotRequest {
  action: 'new' | 'edit';
  id: string | undefined;
  details: LotDetails;
  /** The dynamic lot fields' values by field id; checked against the active fields by the handler. */
  customFields: Record<string, string>;
  sellerId: string | undefined;
  commandId: string | undefined;
}

function carats(body: Body, field: string, required: boolean): number | null {
  const v = body[field];
  if (v === undefined || v === null || v === '') {
    if (required) throw badRequest('Required!', 'request.invalid-field', { field });
    return null;
  }
  const p = parseCaratsToPoints(v);
  if (p === null) throw badRequest('invalid decimal', 'request.invalid-field', { field });
  return p;
}

/**
 * `allattachmentlist`: `[{ file_name, type, filename?, title?, description? }]` as the uploader and
 * its caption modal gave them (type 1 = image).
 */
function attachments(body: Body): LotAttachment[] {
  const v = body.allattachmentlist;
  if (v === undefined || v === null || v === '') return [];
  const field = 'allattachmentlist';
  const invalid = () => badRequest('Invalid attachments', 'request.invalid-field', { field });
  if (!Array.isArray(v) || v.length > 100) throw invalid();
  return v.map((a: unknown) => {
    const { file_name, type, ...rest } = (a ?? {}) as Record<string, unknown>;
    if (typeof file_name !== 'string' || !file_name || file_name.length > 500) throw invalid();
    const t = type === undefined ? 1 : Number(type);
    if (!Number.isInteger(t) || t < 0) throw invalid();
    const attachment: LotAttachment = { file_name, type: t };
    for (const [key, max] of CAPTION_FIELDS) {
      const text = rest[key];
      if (text === undefined || text === null || text === '') continue;
      if (typeof text !== 'string' || text.length > max) throw invalid();
      attachment[key] = text.trim();
    }
    return attachment;
  });
}

const CAPTION_FIELDS = [
  ['filename', 200],
  ['title', 200],
  ['description', 2000],
] as const;

/** `seller/product/projectAction`: the Lot fields of spec section 3, dollars and carats at the edge. */
export function parseSaveLot(raw: unknown): SaveLotRequest {
  const body = readBody(raw, FIELDS);
  const action = oneOf(body, 'action', ['new', 'edit'] as const, 'new');
  const pricing = oneOf(body, 'pricing', ['per_carat', 'per_item'] as const, 'per_carat');
  const details: LotDetails = {
    title: requiredText(body, 'title', 'Required!', 300),
    auctionlot_title: text(body, 'auctionlot_title', { max: 300 }) ?? '',
    auction_lot: text(body, 'auction_lot', { max: 50 }) ?? '',
    desc_proc: text(body, 'desc_proc', { max: 100_000 }) ?? '',
    auctiontype: oneOf(body, 'auctiontype', ['standard', 'reverse', 'sealed'] as const, 'standard'),
    auction: flag(body, 'auction', true) ? 1 : 0,
    buynow: flag(body, 'buynow') ? 1 : 0,
    pricing,
    weight: carats(body, 'weight', pricing === 'per_carat') ?? 0,
    total_stones: integer(body, 'total_stones', { max: 1_000_000 }) ?? 0,
    average_size: carats(body, 'average_size', false),
    qty: integer(body, 'qty', { min: 1, max: 1_000_000 }) ?? 1,
    sprice: requiredMoney(body, 'sprice', 'Required!', 'Enter Valid Price'),
    rprice: money(body, 'rprice', { invalid: 'Enter Valid Price' }) ?? 0,
    bprice: money(body, 'bprice', { invalid: 'Enter Valid Price' }) ?? 0,
    deposit: flag(body, 'deposit') ? 1 : 0,
    deposit_amount: money(body, 'deposit_amount', { invalid: 'Enter Valid Price' }) ?? 0,
    featured: flag(body, 'featured') ? 1 : 0,
    categoryTypeId: text(body, 'categoryTypeId', { max: 128 }) ?? null,
    conditionTypeId: text(body, 'conditionTypeId', { max: 128 }) ?? null,
    location_id: text(body, 'location_id', { max: 128 }) ?? null,
    auctionid: text(body, 'auctionid', { max: 128 }) ?? null,
    date_added: instantField(body, 'date_added', { required: 'Required!' }) as string,
    date_closed: instantField(body, 'date_closed', { required: 'Required!' }) as string,
    // Absent stays absent, so re-saving a lot saved before images were kept changes nothing.
    ...('avatar' in body ? { avatar: text(body, 'avatar', { max: 500 }) ?? null } : {}),
    ...('allattachmentlist' in body ? { allattachmentlist: attachments(body) } : {}),
  };
  return {
    action,
    id: action === 'edit' ? requiredText(body, 'id', 'Required', 128) : undefined,
    details,
    customFields: parseCustomFields(body.custom_fields),
    sellerId: text(body, 'seller_id', { max: 128 }),
    commandId: commandIdField(body),
  };
}
