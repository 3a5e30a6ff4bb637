import { EventRegistry, type LedgerEvent, ledgerEvents } from '@facet/event-schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { depositsHeldOf, walletOf } from './ledger-accounts.js';
import { type Balances, isBalanced, owed, post, trialBalance } from './ledger-entry.rules.js';
import type { LedgerCommand } from './ledger.commands.js';
import { decide } from './ledger.decider.js';
import { evolve, initialState, type LedgerState } from './ledger.state.js';
import { T0 } from './ledger.test-builders.js';

const registry = new EventRegistry().register(...ledgerEvents);
const buyers = ['b1', 'b2', 'b3'];

const stepArb = fc.record({
  kind: fc.constantFrom(
    'credit',
    'hold',
    'hold',
    'release',
    'pay',
    'apply',
    'receive-payment',
    'receive-deposit',
    'refund-deposit',
    'refund-invoice',
    'refund-card',
    'payout',
    'repeat' as const,
  ),
  buyer: fc.constantFrom(...buyers),
  // Mostly small amounts so that wallets run short often; sometimes large ones.
  amount: fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 1, max: 300_00 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000_000_00 }) },
  ),
  feePercent: fc.integer({ min: 0, max: 100 }),
  pick: fc.nat(),
  /** What the rest of the ledger owes the buyer as a seller, for a payout. */
  earned: fc.integer({ min: 0, max: 1_000_00 }),
});

const HOUSE = { id: 'system', role: 'admin' as const };
const feeOf = (s: { amount: number; feePercent: number }) =>
  Math.floor((s.amount * s.feePercent) / 100);

type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;
function commandOf(s: Step, key: string): LedgerCommand {
  const base = { key, buyerId: s.buyer, amount: s.amount, note: 'n', at: T0 };
  const self = { id: s.buyer, role: 'buyer' as const };
  switch (s.kind) {
    case 'credit':
    case 'repeat':
      return { ...base, type: 'RecordMoneyReceived', actor: { id: 'admin', role: 'admin' } };
    case 'hold':
      return { ...base, type: 'HoldDeposit', lotId: 'l1', actor: self };
    case 'release':
      return { ...base, type: 'ReleaseDeposit', lotId: 'l1', actor: self };
    case 'apply':
      return { ...base, type: 'ApplyDeposit', lotId: 'l1', sellerId: 's1', actor: self };
    case 'pay':
      return { ...base, type: 'PayFromWallet', sellerId: 's1', fee: feeOf(s), actor: self };
    case 'receive-payment':
      return {
        ...base,
        type: 'ReceiveInvoicePayment',
        sellerId: 's1',
        fee: feeOf(s),
        actor: HOUSE,
      };
    case 'receive-deposit':
      return { ...base, type: 'ReceiveDeposit', lotId: 'l1', actor: HOUSE };
    case 'refund-deposit':
      return { ...base, type: 'RefundDeposit', lotId: 'l1', actor: HOUSE };
    case 'refund-invoice':
      return { ...base, type: 'RefundInvoice', sellerId: 's1', fee: feeOf(s), actor: HOUSE };
    case 'refund-card':
      return {
        ...base,
        type: 'RefundInvoiceToCard',
        sellerId: 's1',
        fee: feeOf(s),
        reference: 'card-1',
        actor: HOUSE,
      };
    case 'payout':
      return {
        ...base,
        type: 'RecordSellerPayout',
        earned: s.earned,
        reference: 'w',
        bankAccount: { id: 'ba_1', bankName: 'Bank', last4: '6789' },
        actor: HOUSE,
      };
  }
}

describe('Ledger, under random sequences of credits, deposits held, received, released, refunded and applied, payments and refunds', () => {
  it('balances every entry, sums to zero, folds to the same balances, never goes negative, and never repeats a key', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 80 }), (steps) => {
        const states = new Map<string, LedgerState>(buyers.map((b) => [b, initialState()]));
        const recorded: LedgerEvent[] = [];
        const sent: LedgerCommand[] = [];
        // A tiny reference model: what each wallet should hold.
        const model = new Map(buyers.map((b) => [b, { wallet: 0, held: 0 }]));

        steps.forEach((step, i) => {
          const previous = sent[step.pick % Math.max(1, sent.length)];
          const command = step.kind === 'repeat' && previous ? previous : commandOf(step, `k-${i}`);
          const state = states.get(command.buyerId) as LedgerState;
          let events: LedgerEvent[] = [];
          try {
            events = decide(command, state);
          } catch (e) {
            expect(e).toBeInstanceOf(DomainRejection);
            return;
          }
          if (command === previous) {
            // The same key again changes nothing.
            expect(events).toEqual([]);
            return;
          }
          sent.push(command);
          // P1: a payout never takes the seller past what the rest of the ledger said was owed.
          if (command.type === 'RecordSellerPayout')
            expect(state.paidOut + command.amount).toBeLessThanOrEqual(command.earned);

          const m = model.get(command.buyerId) as { wallet: number; held: number };
          const toWallet: Record<LedgerCommand['type'], number> = {
            RecordMoneyReceived: 1,
            HoldDeposit: -1,
            ReleaseDeposit: 1,
            ApplyDeposit: 0,
            PayFromWallet: -1,
            ReceiveInvoicePayment: 0,
            ReceiveDeposit: 0,
            RefundDeposit: 0,
            RefundInvoice: 1,
            RefundInvoiceToCard: 0,
            RecordSellerPayout: 0,
            // A seller's plan, charged through the payments port: never a buyer's wallet.
            ChargeSubscription: 0,
          };
          const toHeld: Record<LedgerCommand['type'], number> = {
            RecordMoneyReceived: 0,
            HoldDeposit: 1,
            ReleaseDeposit: -1,
            ApplyDeposit: -1,
            PayFromWallet: 0,
            ReceiveInvoicePayment: 0,
            ReceiveDeposit: 1,
            RefundDeposit: -1,
            RefundInvoice: 0,
            RefundInvoiceToCard: 0,
            RecordSellerPayout: 0,
            // A seller's plan, charged through the payments port: never a buyer's wallet.
            ChargeSubscription: 0,
          };
          m.wallet += command.amount * toWallet[command.type];
          m.held += command.amount * toHeld[command.type];
          for (const e of events) {
            expect(() => registry.validate(e.type, 1, e.data)).not.toThrow();
            expect(isBalanced(e.data.lines)).toBe(true);
            recorded.push(e);
          }
          states.set(command.buyerId, events.reduce(evolve, state));
        });

        const all: Balances = recorded.reduce((b, e) => post(b, e.data.lines), {});
        expect(trialBalance(all)).toBe(0);
        for (const b of buyers) {
          const state = states.get(b) as LedgerState;
          const fromEntries = recorded
            .filter((e) => e.data.buyerId === b)
            .reduce((acc, e) => post(acc, e.data.lines), {} as Balances);
          expect(state.balances).toEqual(fromEntries);
          expect(trialBalance(state.balances)).toBe(0);
          const wallet = owed(state.balances, walletOf(b));
          const held = owed(state.balances, depositsHeldOf(b));
          expect(wallet).toBeGreaterThanOrEqual(0);
          expect(held).toBeGreaterThanOrEqual(0);
          expect({ wallet, held }).toEqual(model.get(b));
          expect(state.keys.size).toBe(state.entries);
        }
        const keys = recorded.map((e) => `${e.data.buyerId}/${e.data.key}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a line of zero, a negative line and an unbalanced entry at the schema', () => {
    const line = (side: 'debit' | 'credit', amount: number) => ({
      account: { kind: 'wallet', owner: 'b1' },
      side,
      amount,
    });
    const entry = (lines: unknown[]) => ({
      key: 'k',
      buyerId: 'b1',
      reason: 'money-received',
      lines,
      note: '',
      recordedBy: 'admin',
      at: T0,
    });
    const valid = (lines: unknown[]) => {
      try {
        registry.validate('LedgerEntryRecorded', 1, entry(lines));
        return true;
      } catch {
        return false;
      }
    };
    expect(valid([line('debit', 100), line('credit', 100)])).toBe(true);
    expect(valid([line('debit', 0), line('credit', 0)])).toBe(false);
    expect(valid([line('debit', -100), line('credit', -100)])).toBe(false);
    expect(valid([line('debit', 100), line('credit', 99)])).toBe(false);
    expect(valid([line('debit', 100.5), line('credit', 100.5)])).toBe(false);
  });
});
