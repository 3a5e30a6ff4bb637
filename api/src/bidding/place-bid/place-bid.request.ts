import { parseDollarsToCents } from '../../shared/money/index.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { handParsedBody } from '../../security/body-schema.js';

/** `bid/confirm`, `bid/preBidConfirm`, `makeoffer/addToMakeoffer`: documented here, checked by `parsePlaceBid`. */
export const placeBidBody = handParsedBody({
  id: ['id', 'The lot id (text or number, required)'],
  wsprice: [
    'money',
    'The amount in dollars as decimal text or a number, at most 2 decimals; blank: "Enter Bid Amount"',
  ],
  bidding_type: ['string', "proxy, hard, sealed or reverse; by default the lot's own"],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});
const ALLOWED = new Set(Object.keys(placeBidBody.shape));
const TYPES = new Set(['proxy', 'hard', 'sealed', 'reverse']);
const ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export interface PlaceBidRequest {
  id: string;
  /** Cents; null when the field was empty (the domain answers 'Enter Bid Amount'). */
  amount: number | null;
  biddingType: 'proxy' | 'hard' | 'sealed' | 'reverse' | undefined;
  commandId: string | undefined;
}

/** Hand-written on purpose: this is the hot path (no DTO classes, no deep validation). */
export function parsePlaceBid(raw: unknown, allowed: Set<string> = ALLOWED): PlaceBidRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest('Invalid request body');
  const body = raw as Record<string, unknown>;
  for (const key in body)
    if (!allowed.has(key))
      throw badRequest(`Unknown field ${key}`, 'request.unknown-field', { field: key });
  const id = typeof body.id === 'number' ? String(body.id) : body.id;
  if (typeof id !== 'string' || !ID.test(id))
    throw badRequest('Lot id required', 'request.invalid-field', { field: 'id' });
  const w = body.wsprice;
  let amount: number | null = null;
  if (w !== undefined && w !== null && w !== '') {
    amount = parseDollarsToCents(w);
    if (amount === null || amount <= 0 || amount > 100_000_000_000_00) {
      throw badRequest('Enter Valid Price', 'bid.invalid-amount', { field: 'wsprice' });
    }
  }
  const t = body.bidding_type;
  if (t !== undefined && (typeof t !== 'string' || !TYPES.has(t)))
    throw badRequest('Invalid bidding type', 'request.invalid-field', { field: 'bidding_type' });
  const c = body.commandId;
  if (c !== undefined && (typeof c !== 'string' || !ID.test(c)))
    throw badRequest('commandId must be a short id', 'request.invalid-field', {
      field: 'commandId',
    });
  return {
    id,
    amount,
    biddingType: t as PlaceBidRequest['biddingType'],
    commandId: c as string | undefined,
  };
}
