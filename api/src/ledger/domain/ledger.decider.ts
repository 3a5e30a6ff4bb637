import { ownValue } from '@facet/event-schemas';
import type { LedgerEvent, LedgerLine } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import {
  depositsHeldOf,
  moneyReceived,
  platformFees,
  sellerPayableOf,
  shippingPayable,
  walletOf,
} from './ledger-accounts.js';
import { credit, debit, isBalanced, owed } from './ledger-entry.rules.js';
import type { LedgerCommand, RecordSellerPayout } from './ledger.commands.js';
import { evolve, initialState, type LedgerState } from './ledger.state.js';

/*
 * Streams: one ledger stream per buyer (`ledger-<buyerId>`) holds every entry that touches that
 * buyer's wallet or deposits held; the other side of each entry is a house account (money
 * received, platform fees) or a seller's payable. The one rule that needs a consistent read, "a
 * wallet never goes below zero", then reads one stream with one writer (expected revision,
 * conflict retry): two payments racing on a wallet are serialised, never both accepted. House
 * and seller accounts are never checked before a debit, so they need no stream of their own (a
 * single house stream would serialise every payment of the marketplace); their balances are the
 * fold of every buyer stream. A seller's payouts go on the seller's own stream (`buyerId` is the
 * seller there): its one writer serialises them, and its fold counts what was paid out.
 */

type Reason = Extract<LedgerEvent, { type: 'LedgerEntryRecorded' }>['data']['reason'];

function entry(cmd: LedgerCommand, reason: Reason, lines: LedgerLine[]): LedgerEvent[] {
  // Each command below builds a balanced entry; an unbalanced one is a defect, not a rejection.
  if (!isBalanced(lines)) throw new Error(`Unbalanced ledger entry for ${cmd.type}`);
  return [
    {
      type: 'LedgerEntryRecorded',
      data: {
        key: cmd.key,
        buyerId: cmd.buyerId,
        reason,
        lines,
        note: cmd.note,
        ...('lotId' in cmd ? { lotId: cmd.lotId } : {}),
        ...('reference' in cmd && cmd.reference ? { reference: cmd.reference } : {}),
        ...('bankAccount' in cmd ? { paidTo: paidTo(cmd.bankAccount) } : {}),
        recordedBy: cmd.actor.id,
        at: cmd.at,
      },
    },
  ];
}

/**
 * P3: a payout names where it went by the bank's name and the account's last four digits; even
 * handed more, the entry never keeps a longer account number.
 */
const paidTo = (a: RecordSellerPayout['bankAccount']) => ({
  sourceId: a.id,
  bankName: a.bankName.slice(0, 100),
  last4: a.last4.slice(-4),
});

/** Only the buyer (or an admin acting for them) moves the buyer's own money. */
function assertMayMove(cmd: LedgerCommand): void {
  if (cmd.actor.role !== 'admin' && cmd.actor.id !== cmd.buyerId) reject('ledger.forbidden');
}

/**
 * L-SFB: a seller acting for a buyer (SFB-2) moves money only towards their own payable: the
 * buyer's wallet pays the seller's invoice, or the seller records a bank transfer for it.
 */
const isPayee = (cmd: LedgerCommand): boolean =>
  cmd.actor.role === 'seller' && 'sellerId' in cmd && cmd.actor.id === cmd.sellerId;

/*
 * L-SFB-2: an invoice payment the seller records (a transfer or cash paid to them) is money the
 * seller collected, not money the house holds: the entry debits the seller's payable by the gross
 * instead of the house's money received, and credits the seller's share and the house's fee as
 * any payment does. Net, the seller owes the house's fee: their payable may go into debit, which
 * P1 treats as a debt (nothing payable until later sales cover it).
 */

/** W1: a wallet never goes below zero; nothing is recorded when it is short. */
function assertCanSpend(state: LedgerState, cmd: LedgerCommand): void {
  const balance = owed(state.balances, walletOf(cmd.buyerId));
  if (cmd.amount > balance) reject('wallet.insufficient-balance', { amount: cmd.amount, balance });
}

export function decide(cmd: LedgerCommand, state: LedgerState): LedgerEvent[] {
  // A key already used answers with nothing: a retried command never moves money twice.
  if (state.keys.has(cmd.key)) return [];
  if (!Number.isSafeInteger(cmd.amount) || cmd.amount <= 0) reject('wallet.invalid-amount');
  const { amount, buyerId } = cmd;
  switch (cmd.type) {
    case 'RecordMoneyReceived':
      if (cmd.actor.role !== 'admin') reject('ledger.forbidden');
      return entry(cmd, 'money-received', [
        debit(moneyReceived, amount),
        credit(walletOf(buyerId), amount),
      ]);
    case 'HoldDeposit':
      assertMayMove(cmd);
      assertCanSpend(state, cmd);
      return entry(cmd, 'deposit-held', [
        debit(walletOf(buyerId), amount),
        credit(depositsHeldOf(buyerId), amount),
      ]);
    case 'ReleaseDeposit':
      assertMayMove(cmd);
      // Per lot, as apply and refund: a lot's deposit released twice never takes another lot's.
      if (amount > (ownValue(state.heldByLot, cmd.lotId) ?? 0)) reject('deposit.not-held');
      return entry(cmd, 'deposit-released', [
        debit(depositsHeldOf(buyerId), amount),
        credit(walletOf(buyerId), amount),
      ]);
    case 'ApplyDeposit':
      assertMayMove(cmd);
      if (amount > (ownValue(state.heldByLot, cmd.lotId) ?? 0)) reject('deposit.not-held');
      return entry(cmd, 'deposit-applied', [
        debit(depositsHeldOf(buyerId), amount),
        credit(sellerPayableOf(cmd.sellerId), amount),
      ]);
    case 'PayFromWallet':
      if (!isPayee(cmd)) assertMayMove(cmd);
      assertFee(cmd);
      assertCanSpend(state, cmd);
      return entry(cmd, 'wallet-payment', [debit(walletOf(buyerId), amount), ...owedOnward(cmd)]);
    case 'ReceiveInvoicePayment':
      // Only the house says money arrived: an admin, or the system once a gateway captured it;
      // or the invoice's seller for a transfer to them (L-SFB), the entry naming them.
      if (cmd.actor.role !== 'admin' && !isPayee(cmd)) reject('ledger.forbidden');
      assertFee(cmd);
      // L-SFB-2: a seller's word never puts money in the house's account: they collected it.
      if (isPayee(cmd))
        return entry(cmd, 'seller-collected', [
          debit(sellerPayableOf(cmd.sellerId), amount),
          ...owedOnward(cmd),
        ]);
      return entry(cmd, 'invoice-payment', [debit(moneyReceived, amount), ...owedOnward(cmd)]);
    case 'ReceiveDeposit':
      if (cmd.actor.role !== 'admin') reject('ledger.forbidden');
      return entry(cmd, 'deposit-held', [
        debit(moneyReceived, amount),
        credit(depositsHeldOf(buyerId), amount),
      ]);
    case 'RefundDeposit':
      if (cmd.actor.role !== 'admin') reject('ledger.forbidden');
      if (amount > (ownValue(state.heldByLot, cmd.lotId) ?? 0)) reject('deposit.not-held');
      return entry(cmd, 'deposit-refunded', [
        debit(depositsHeldOf(buyerId), amount),
        credit(moneyReceived, amount),
      ]);
    case 'RefundInvoice': {
      if (cmd.actor.role !== 'admin') reject('ledger.forbidden');
      assertFee(cmd);
      const shipping = cmd.shipping ?? 0;
      const toSeller = amount - cmd.fee - shipping;
      return entry(cmd, 'invoice-refund', [
        ...(toSeller > 0 ? [debit(sellerPayableOf(cmd.sellerId), toSeller)] : []),
        ...(cmd.fee > 0 ? [debit(platformFees, cmd.fee)] : []),
        ...(shipping > 0 ? [debit(shippingPayable, shipping)] : []),
        credit(walletOf(buyerId), amount),
      ]);
    }
    case 'RefundInvoiceToCard': {
      if (cmd.actor.role !== 'admin') reject('ledger.forbidden');
      assertFee(cmd);
      const shipping = cmd.shipping ?? 0;
      const toSeller = amount - cmd.fee - shipping;
      return entry(cmd, 'invoice-card-refund', [
        ...(toSeller > 0 ? [debit(sellerPayableOf(cmd.sellerId), toSeller)] : []),
        ...(cmd.fee > 0 ? [debit(platformFees, cmd.fee)] : []),
        ...(shipping > 0 ? [debit(shippingPayable, shipping)] : []),
        credit(moneyReceived, amount),
      ]);
    }
    case 'ChargeSubscription':
      // SUB-1: only the house records a plan's charge, once the payments port took it.
      if (cmd.actor.role !== 'admin') reject('ledger.forbidden');
      return entry(cmd, 'subscription-charge', [
        debit(moneyReceived, amount),
        credit(platformFees, amount),
      ]);
    case 'RecordSellerPayout': {
      if (cmd.actor.role !== 'admin') reject('ledger.forbidden');
      // P1: what is payable is what the rest of the ledger owes, less what this stream paid out.
      const payable = Math.max(0, cmd.earned - state.paidOut);
      if (amount > payable) reject('payout.exceeds-payable', { amount, payable });
      return entry(cmd, 'seller-payout', [
        debit(sellerPayableOf(buyerId), amount),
        credit(moneyReceived, amount),
      ]);
    }
  }
}

/** P1: cents the house still owes a seller, given what the rest of the ledger says it earned. */
export const payableTo = (state: LedgerState, earned: number): number =>
  Math.max(0, earned - state.paidOut);

const isPart = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The house's fee and the shipping share are parts of the amount: 0 to all of it together. */
function assertFee(cmd: { amount: number; fee: number; shipping?: number }): void {
  const shipping = cmd.shipping ?? 0;
  if (!isPart(cmd.fee) || !isPart(shipping) || cmd.fee + shipping > cmd.amount)
    reject('wallet.invalid-amount');
}

/** A payment's money owed onward: the seller's part, the house's fee, the carrier's shipping. */
function owedOnward(cmd: {
  amount: number;
  fee: number;
  shipping?: number;
  sellerId: string;
}): LedgerLine[] {
  const shipping = cmd.shipping ?? 0;
  const toSeller = cmd.amount - cmd.fee - shipping;
  return [
    ...(toSeller > 0 ? [credit(sellerPayableOf(cmd.sellerId), toSeller)] : []),
    ...(cmd.fee > 0 ? [credit(platformFees, cmd.fee)] : []),
    ...(shipping > 0 ? [credit(shippingPayable, shipping)] : []),
  ];
}

/** The ledger decider as one value, for the aggregate bus. */
export const ledgerDecider = { decide, evolve, initialState } as const;

/** Cents of the buyer's deposit held for one lot (what the close may apply or release). */
export const depositHeldFor = (state: LedgerState, lotId: string): number =>
  ownValue(state.heldByLot, lotId) ?? 0;

/** What the buyer may spend now. */
export const walletBalance = (state: LedgerState, buyerId: string): number =>
  owed(state.balances, walletOf(buyerId));
