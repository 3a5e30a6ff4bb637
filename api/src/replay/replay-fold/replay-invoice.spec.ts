import { describe, expect, it } from 'vitest';
import { aLot, aSettings, bid, close, create, open } from '../../lots/domain/lot.test-builders.js';
import { outcomeOf } from './outcome-explanation.view.js';
import { frameOf } from './replay-frame.view.js';
import { timelineOf } from './replay-timeline.view.js';
import { foldReplay } from './replay.fold.js';
import { liveReplayPorts as ports } from '../live-replay.ports.js';
import { recordCommands, recordInvoice } from './replay.test-log.js';

const name = (id: string) => `name of ${id}`;

/** One stone sold to A at $610 over B's $600 (P4); the invoice is raised, then paid $300 and $310. */
function soldAndInvoiced() {
  const sold = recordCommands([
    create(aLot({ pricing: 'per_item' }), aSettings()),
    open(aSettings()),
    bid('A', 800_00),
    bid('B', 600_00),
    close(),
  ]);
  const log = recordInvoice(sold, [300_00, 310_00]);
  const frameAt = (step: number, bidderId?: string) =>
    frameOf(
      foldReplay(log.events, step, ports),
      { lotIds: ['l1'], name, ...(bidderId ? { bidderId } : {}) },
      ports,
    ).lots[0]!;
  return { log, closeStep: sold.events.length - 1, frameAt };
}

describe('The replay goes on past the sale to its invoice', () => {
  it('puts the invoice and each payment on the timeline, under the lot they bill', () => {
    const { log, closeStep } = soldAndInvoiced();
    const steps = timelineOf(log.events, { kind: 'lot', id: 'l1', title: 'Lot' }, name).steps;
    expect(steps[closeStep]!.type).toBe('LotSold');
    expect(steps.slice(closeStep + 1).map((s) => [s.type, s.lotId, s.actor?.userId])).toEqual([
      ['InvoiceRaised', 'l1', 'A'],
      ['InvoicePaymentRecorded', 'l1', 'A'],
      ['InvoicePaymentRecorded', 'l1', 'A'],
    ]);
  });

  it('shows at every invoice step what the public saw at the close, and every bidder as then', () => {
    const { log, closeStep, frameAt } = soldAndInvoiced();
    const atClose = frameAt(closeStep);
    expect(atClose.public).toMatchObject({ wprice: 610, market_status: 'sold' });
    for (let step = closeStep + 1; step < log.events.length; step++) {
      expect(frameAt(step).public).toEqual(atClose.public);
      expect(frameAt(step).bidders).toEqual(atClose.bidders);
    }
  });

  it('explains the raise: the number, the total, what is due, to whom, at the price of the sale', () => {
    const { closeStep, frameAt } = soldAndInvoiced();
    expect(frameAt(closeStep + 1).explanations.at(-1)).toMatchObject({
      rule: 'invoice-raised',
      price: 610,
      previousPrice: 610,
      challenger: { userId: 'A', name: 'name of A' },
      invoice: {
        number: 1,
        total: 610,
        paid: 0,
        balanceDue: 610,
        status: 'unpaid',
        amount: null,
        method: null,
      },
    });
  });

  it('explains each payment: its amount and method, what is paid and due after it', () => {
    const { closeStep, frameAt } = soldAndInvoiced();
    expect(frameAt(closeStep + 2).explanations.at(-1)).toMatchObject({
      rule: 'invoice-payment',
      invoice: { amount: 300, method: 'wallet', paid: 300, balanceDue: 310, status: 'partly paid' },
    });
    const last = frameAt(closeStep + 3);
    expect(last.explanations.map((x) => x.rule)).toEqual([
      'P1',
      'P4',
      'close-sold',
      'invoice-raised',
      'invoice-payment',
      'invoice-payment',
    ]);
    expect(last.explanations.at(-1)).toMatchObject({
      invoice: { amount: 310, paid: 610, balanceDue: 0, status: 'paid' },
    });
  });

  it("tells the buyer about their own invoice, and a losing bidder nothing of the buyer's", () => {
    const { log } = soldAndInvoiced();
    const end = foldReplay(log.events, log.events.length - 1, ports);
    const winner = outcomeOf(end, 'l1', 'A').explanations;
    expect(winner.at(-1)).toMatchObject({
      rule: 'invoice-payment',
      challenger: { userId: 'A', name: 'you' },
    });
    const loser = outcomeOf(end, 'l1', 'B').explanations;
    expect(loser.map((x) => x.rule)).toEqual(['P1', 'P4', 'close-sold']);
    expect(JSON.stringify(loser)).not.toContain('invoice');
  });
});
