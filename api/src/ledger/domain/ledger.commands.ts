import type { Actor } from '../../shared/domain/actor.js';

interface Base {
  /** The idempotency key: the scoped command id; an entry with this key is made at most once. */
  key: string;
  buyerId: string;
  /** Integer cents, positive. */
  amount: number;
  note: string;
  at: string;
  actor: Actor;
}

/** An admin records money that reached the house (a bank transfer) as wallet credit. */
export interface RecordMoneyReceived extends Base {
  type: 'RecordMoneyReceived';
}

/** The buyer's wallet pays a lot's bid deposit: the money moves to deposits held. */
export interface HoldDeposit extends Base {
  type: 'HoldDeposit';
  lotId: string;
}

/** A held deposit goes back to the wallet (the lot refused it, or it was not needed). */
export interface ReleaseDeposit extends Base {
  type: 'ReleaseDeposit';
  lotId: string;
}

/** The wallet pays a seller: the platform's fee is kept, the rest owed to the seller. */
export interface PayFromWallet extends Base {
  type: 'PayFromWallet';
  sellerId: string;
  /** Integer cents of `amount` the house keeps; 0 to `amount`. */
  fee: number;
  /** Integer cents of `amount` for the invoice's shipping line (owed to the carrier). */
  shipping?: number;
}

/**
 * At the close, the winner's deposit held for the lot pays part of their invoice: the money
 * leaves deposits held and is owed to the seller. Never more than is held for that lot.
 */
export interface ApplyDeposit extends Base {
  type: 'ApplyDeposit';
  lotId: string;
  sellerId: string;
}

/**
 * Money received for an invoice, online (after the gateway captured it) or offline (an admin
 * marked the bank transfer received): the platform's fee is kept, the rest owed to the seller.
 */
export interface ReceiveInvoicePayment extends Base {
  type: 'ReceiveInvoicePayment';
  sellerId: string;
  /** Integer cents of `amount` the house keeps; 0 to `amount`. */
  fee: number;
  /** Integer cents of `amount` for the invoice's shipping line (owed to the carrier). */
  shipping?: number;
}

/** A lot's bid deposit paid online: the money received is held for the lot. */
export interface ReceiveDeposit extends Base {
  type: 'ReceiveDeposit';
  lotId: string;
  /** The gateway's reference of the payment: a refund goes back through it. */
  reference?: string;
}

/** A deposit paid online goes back to the card it came from (the buyer lost, or it was refused). */
export interface RefundDeposit extends Base {
  type: 'RefundDeposit';
  lotId: string;
  reference?: string;
}

/**
 * A refunded invoice gives its money back to the buyer's wallet: the seller's payable and the
 * house's fee are reversed. `fee` is the part of `amount` the house had kept.
 */
export interface RefundInvoice extends Base {
  type: 'RefundInvoice';
  sellerId: string;
  fee: number;
  /** Integer cents of `amount` for the invoice's shipping line (owed to the carrier). */
  shipping?: number;
}

/**
 * A refunded invoice paid online gives its money back to the card it came from (the gateway's
 * refund): the seller's payable and the house's fee are reversed, the money leaves the house.
 */
export interface RefundInvoiceToCard extends Base {
  type: 'RefundInvoiceToCard';
  sellerId: string;
  fee: number;
  /** Integer cents of `amount` for the invoice's shipping line (owed to the carrier). */
  shipping?: number;
  /** The gateway's reference of the payment refunded. */
  reference: string;
}

/**
 * The house paid a seller (`buyerId` is the seller: the entry goes on the seller's own ledger
 * stream, whose one writer serialises payouts). `earned` is what the rest of the ledger owes the
 * seller, net of refunds, as the caller read it (never more than the truth: a read model that lags
 * misses payments, not payouts, which the stream itself counts). P1: never more than is payable.
 */
export interface RecordSellerPayout extends Base {
  type: 'RecordSellerPayout';
  earned: number;
  /** The bank transfer's reference. */
  reference: string;
  /**
   * The seller's bank account it went to, as the card and bank service shows it (the handler read
   * it, verified, through a port). P3: the entry keeps the bank's name and last four digits only.
   */
  bankAccount: { id: string; bankName: string; last4: string };
}

/**
 * A seller's plan charged for a period through the payments port (`buyerId` is the seller: the
 * entry goes on the seller's own stream). The house received the money and keeps it as income.
 */
export interface ChargeSubscription extends Base {
  type: 'ChargeSubscription';
  /** The gateway's reference of the charge. */
  reference: string;
}

export type LedgerCommand =
  | ChargeSubscription
  | RecordMoneyReceived
  | HoldDeposit
  | ReleaseDeposit
  | PayFromWallet
  | ApplyDeposit
  | ReceiveInvoicePayment
  | ReceiveDeposit
  | RefundDeposit
  | RefundInvoice
  | RefundInvoiceToCard
  | RecordSellerPayout;
