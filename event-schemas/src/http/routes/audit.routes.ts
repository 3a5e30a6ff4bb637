import { z } from 'zod';
import type {
  AuditEventsAnswer,
  BidReceipt,
  BidReceiptsAnswer,
  ChainCheckAnswer,
  EvidenceExport,
  SignedCheckpoint,
} from '../../audit/audit.model.js';
import type { AuditLedgerEntryRow, PaymentReceiptsAnswer } from '../../audit/audit-money.model.js';
import { ledgerEntryReasons } from '../../ledger/ledger.events.js';
import type { ListResponse } from '../../read-models/list.model.js';
import { fields } from '../request/account-fields.js';
import { lotOrAuction, refuseBody } from '../request/body-rules.js';
import { instant, oneOfOr, optionalId, paging, requiredText, text } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/** Issue 18: signed receipts, checkpoints, evidence exports and the auditor's event explorer. */

/** One of the caller's own bids, signed again (identical: Ed25519 is deterministic). */
export const getBidReceipt = route({
  path: 'bid/receipt',
  request: z.strictObject({
    bid_id: requiredText('Required', {
      max: 128,
      description: "The bid's id (the receipt's bidId)",
    }),
    project_id: text({
      max: 128,
      description: 'The lot the bid was placed on (optional: else every lot in My Bids)',
    }),
  }),
  answer: answer<BidReceipt>(),
});

/** The caller's own accepted bids on a lot, signed, oldest first. */
export const listBidReceipts = route({
  path: 'bid/receipts',
  request: z.strictObject({
    project_id: requiredText('Required', { max: 128, description: 'The lot (required)' }),
  }),
  answer: answer<BidReceiptsAnswer>(),
});

const checkpointPaging = paging(10);

/** The signed checkpoints of the log, newest first, with the heads they cover. */
export const listAuditCheckpoints = route({
  path: 'audit/checkpoints',
  // limit before page: the order they were always checked in.
  request: z.strictObject({ limit: checkpointPaging.limit, page: checkpointPaging.page }),
  answer: answer<ListResponse<SignedCheckpoint>>(),
});

/** The evidence file itself (no envelope): a lot's streams, or an auction's and all its lots'. */
export const exportEvidence = route({
  path: 'audit/export',
  request: z
    .strictObject({
      lot_id: text({ max: 128, description: 'The lot to export (or auction_id)' }),
      auction_id: text({
        max: 128,
        description: "The auction to export with all its lots' streams (or lot_id)",
      }),
    })
    .transform(
      (body, ctx) =>
        lotOrAuction(body.lot_id, body.auction_id) ??
        refuseBody(ctx, 'Give lot_id or auction_id', {
          code: 'request.invalid-field',
          field: 'lot_id',
        }),
    ),
  answer: answer<EvidenceExport>(),
});

/** The log filtered (time range on metadata.at, inclusive), paged by global position. */
export const listAuditEvents = route({
  path: 'audit/events',
  request: z.strictObject({
    stream: fields.id.optional().describe('Only this stream'),
    type: fields.text(100).optional().describe('Only events of this type'),
    user_id: fields.id.optional().describe('Only events this user caused'),
    // The shared instant (years 1900-2100, issue 28 item 8): zod's own took 1899 and 2101.
    from: instant({ description: 'From this instant (ISO 8601, or epoch milliseconds)' }),
    to: instant({ description: 'Up to this instant (ISO 8601, or epoch milliseconds)' }),
    after: z.string().max(100).optional().describe("The last page's `next`"),
    limit: z.number().int().min(1).max(200).optional().describe('Events a page, 1-200 (50)'),
  }),
  answer: answer<AuditEventsAnswer>(),
});

/** Walks one stream's hash chain; changes nothing. */
export const verifyAuditStream = route({
  path: 'audit/verifyStream',
  request: z.strictObject({ stream: fields.id.describe('The stream to check') }),
  answer: answer<ChainCheckAnswer>(),
});

const ledgerPaging = paging(20);

/**
 * Issue 25 (auditors and admins): every ledger entry as the log recorded it, newest first; only
 * one buyer's ledger, only entries touching one account owner, or only one reason when asked.
 */
export const listAuditLedgerEntries = route({
  path: 'audit/ledgerEntries',
  request: z.strictObject({
    buyer_id: optionalId({ description: "Only this buyer's ledger (the stream ledger-<id>)" }),
    owner: optionalId({
      description: 'Only entries with a line on an account of this owner (a user id, or house)',
    }),
    reason: oneOfOr(['', ...ledgerEntryReasons], '', {
      description: 'Only entries of this reason (blank: every reason)',
    }),
    page: ledgerPaging.page,
    limit: ledgerPaging.limit,
  }),
  answer: answer<ListResponse<AuditLedgerEntryRow>>(),
});

/**
 * Issue 25: the signed receipts of a payment, refund or payout, for its payer (their own; a
 * seller their payouts), an auditor or an admin: one ledger entry by its id (on `buyer_id`'s
 * ledger, the caller's own when left out), or every payment and refund of an invoice.
 */
export const getPaymentReceipt = route({
  path: 'audit/paymentReceipt',
  request: z
    .strictObject({
      entry_id: optionalId({
        description: "The ledger entry's id (a deposit's id), or invoice_id",
      }),
      buyer_id: optionalId({
        description:
          "Whose ledger holds the entry: a buyer's, or a seller's for a payout (the caller's own when left out)",
      }),
      invoice_id: optionalId({
        description: 'The invoice whose payments and refunds (or entry_id)',
      }),
    })
    .transform((body, ctx) =>
      (body.entry_id === undefined) !== (body.invoice_id === undefined)
        ? body
        : refuseBody(ctx, 'Give entry_id or invoice_id', {
            code: 'request.invalid-field',
            field: 'entry_id',
          }),
    ),
  answer: answer<PaymentReceiptsAnswer>(),
});
