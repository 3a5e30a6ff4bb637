import { z } from 'zod';
import type {
  ReturnAnswer,
  ReturnInvoiceDetail,
  ReturnList,
} from '../../read-models/return.model.js';
import {
  commandId,
  field,
  lenientPaging,
  oneOf,
  oneOfOr,
  reject,
  requiredText,
  text,
} from '../request/fields.js';
import { alias, answer, route } from '../request/route.js';

/** The return lists' filters (the screen's tabs): all, or one status. */
export const returnFilters = ['all', 'open', 'accepted', 'refused', 'refunded'] as const;
export type ReturnFilter = (typeof returnFilters)[number];

const returnFilter = oneOfOr(returnFilters, 'all', {
  description: 'all (default), open, accepted, refused or refunded',
});

const returnId = requiredText('Return id required', {
  max: 128,
  description: 'Required: the return request id',
});

/** A return's lines: 1 to 50 lot ids of the invoice. */
const MAX_LINES = 50;
const projectIds = field<string[], string[]>(
  'ids',
  (v) => {
    const ids = v as unknown[];
    if (!Array.isArray(ids) || ids.length === 0)
      return reject('Choose at least one item to return');
    if (
      ids.length > MAX_LINES ||
      !ids.every((i) => typeof i === 'string' && i.length > 0 && i.length <= 128)
    )
      return reject('This item is not on the invoice');
    return ids as string[];
  },
  'Required: the lot ids of the invoice lines to return (1-50)',
);

/** One return invoice (credit note), for its buyer, the lot's seller or an admin. */
export const getReturnInvoice = route({
  path: 'invoice/returninvoice',
  request: z.strictObject({ id: returnId }),
  answer: answer<ReturnInvoiceDetail>(),
});

/** The spec names the same call under `product/`. */
export const getProductReturnInvoice = alias(getReturnInvoice, 'product/returninvoice');

/** The caller's return requests as a buyer, newest first, filtered by the screen's tab. */
export const listReturns = route({
  path: 'product/allreturns',
  request: z.strictObject({ action: returnFilter, ...lenientPaging }),
  answer: answer<ReturnList>(),
});

/** The buyer asks to return lines of a paid invoice, with a reason, within the return window. */
export const requestReturn = route({
  path: 'product/addReturnRequest',
  request: z.strictObject({
    invoice_id: requiredText('Invoice id required', {
      max: 200,
      description: 'Required: the paid invoice',
    }),
    project_ids: projectIds,
    reason: requiredText('Give a reason for the return', {
      max: 500,
      description: 'Required: why, at most 500 characters',
    }),
    commandId,
  }),
  answer: answer<ReturnAnswer>(),
});

/** The back office's return requests: an admin sees all, a seller those of their own lots. */
export const listSellerReturns = route({
  path: 'seller/returns/returns',
  request: z.strictObject({ action: returnFilter, ...lenientPaging }),
  answer: answer<ReturnList>(),
});

/** An admin or the lot's seller accepts (refund and return invoice) or refuses a request. */
export const decideReturn = route({
  path: 'seller/returns/changeStatus',
  request: z.strictObject({
    id: returnId,
    decision: oneOf(['accepted', 'refused'], { description: 'Required: accepted or refused' }),
    note: text({ max: 300, description: 'Why, at most 300 characters' }),
    commandId,
  }),
  answer: answer<ReturnAnswer>(),
});
