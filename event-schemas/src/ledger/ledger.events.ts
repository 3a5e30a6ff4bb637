import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { cents, id, instant } from '../primitives.js';

/**
 * The ledger's accounts, in the marketplace's words: a buyer's `wallet` and `deposits-held`
 * (what the house owes the buyer), the house's `money-received` (cash clearing: bank transfers
 * and card payments that came in), a seller's `seller-payable`, the house's `platform-fees`.
 */
export const ledgerAccountKinds = [
  'wallet',
  'deposits-held',
  'money-received',
  'seller-payable',
  'platform-fees',
  /** What the house collected for shipping, owed to the carrier (the shipping line of invoices). */
  'shipping-payable',
] as const;

/** An account: its kind and whose it is (a user id, or `house` for the house's own accounts). */
export const ledgerAccount = z.object({ kind: z.enum(ledgerAccountKinds), owner: id });

/** One side of an entry: a positive amount of integer cents, never zero. */
export const ledgerLine = z.object({
  account: ledgerAccount,
  side: z.enum(['debit', 'credit']),
  amount: cents.positive(),
});

type Line = z.infer<typeof ledgerLine>;
const total = (lines: readonly Line[], side: Line['side']): number =>
  lines.reduce((sum, l) => (l.side === side ? sum + l.amount : sum), 0);

export const ledgerEntryReasons = [
  'money-received',
  'deposit-held',
  'deposit-released',
  'wallet-payment',
  'deposit-applied',
  /** An invoice paid online or offline: money received, owed on to the seller and the house. */
  'invoice-payment',
  /**
   * An invoice paid to its seller directly (a transfer or cash the seller recorded): no money
   * reached the house; the seller's payable is debited by the gross they collected (L-SFB-2).
   */
  'seller-collected',
  /** A deposit paid online, given back to the card it came from at the close. */
  'deposit-refunded',
  /** An invoice's payment given back to the buyer's wallet when the invoice is refunded. */
  'invoice-refund',
  /** An invoice paid online given back to the card it came from, through the gateway. */
  'invoice-card-refund',
  /** What the house owed a seller paid out to them (a bank transfer the house made). */
  'seller-payout',
  /** A seller's plan charged for a period: money received, the house's income (SUB-1). */
  'subscription-charge',
] as const;

export type LedgerEntryReason = (typeof ledgerEntryReasons)[number];

/**
 * One balanced entry (debits = credits) of a user's ledger: `buyerId` names the stream's owner,
 * the buyer whose wallet it moves or, for a `seller-payout`, the seller paid. `key` is the idempotency key of the
 * command that made it (its scoped command id): a buyer's ledger never holds two entries with
 * the same key, so a retried command cannot move money twice.
 */
export const LedgerEntryRecorded = defineEvent(
  'LedgerEntryRecorded',
  1,
  z.object({
    key: z.string().min(1).max(300),
    buyerId: id,
    reason: z.enum(ledgerEntryReasons),
    lines: z
      .array(ledgerLine)
      .min(2)
      .refine((lines) => total(lines, 'debit') === total(lines, 'credit'), {
        message: 'an entry must balance: debits = credits',
      }),
    note: z.string().max(300),
    lotId: id.optional(),
    /** A payment gateway's reference, for money that came through one (a deposit paid online). */
    reference: z.string().min(1).max(200).optional(),
    /**
     * A `seller-payout`'s destination: the seller's verified bank account at the card and bank
     * service, by its id, bank name and last four digits (never the account number).
     */
    paidTo: z
      .object({
        sourceId: z.string().min(1).max(255),
        bankName: z.string().max(100),
        last4: z.string().min(1).max(4),
      })
      .optional(),
    recordedBy: id,
    at: instant,
  }),
);

export const ledgerEvents = [LedgerEntryRecorded] as const;

/**
 * What an entry does to its buyer's deposits held, in cents: + when it holds more, - when it
 * gives some back or applies it. The ledger's fold and the deposit releaser's plan read it alike.
 */
export const depositsHeldChange = (e: { buyerId: string; lines: readonly Line[] }): number =>
  e.lines.reduce(
    (sum, l) =>
      l.account.kind === 'deposits-held' && l.account.owner === e.buyerId
        ? sum + (l.side === 'credit' ? l.amount : -l.amount)
        : sum,
    0,
  );

/**
 * One ledger stream per user: every entry touching that buyer's wallet or deposits held, and the
 * payouts made to them as a seller (one writer, so two payouts never both spend one payable).
 */
export const ledgerStream = (buyerId: string): string => `ledger-${buyerId}`;
