import { invoiceStream, lotStream, type LotEvent } from '@facet/event-schemas';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import {
  decide,
  evolve,
  initialState,
  type LotCommand,
  type LotState,
} from '../../lots/domain/index.js';
import type { ReplayEvent } from './replay.ports.js';

export interface TestLog {
  events: ReplayEvent[];
  /** The live aggregate after every command. */
  state: LotState;
}

/**
 * Commands through the lot decider, recorded as the store records them: one correlation id per
 * command, its sender as `userId`, contiguous revisions and positions. Rejected commands append
 * nothing, as live.
 */
export function recordCommands(commands: readonly LotCommand[], from?: TestLog): TestLog {
  let state = from?.state ?? initialState();
  const events = [...(from?.events ?? [])];
  const revisions = new Map<string, number>();
  for (const e of events) revisions.set(e.stream, e.revision + 1);
  commands.forEach((command, k) => {
    let decided: LotEvent[];
    try {
      decided = decide(command, state);
    } catch (err) {
      if (err instanceof DomainRejection) return;
      throw err;
    }
    const correlationId = `cmd-${events.length}-${k}`;
    for (const e of decided) {
      state = evolve(state, e);
      const stream = lotStream(state.lotId);
      const revision = revisions.get(stream) ?? 0;
      revisions.set(stream, revision + 1);
      events.push({
        ...e,
        id: `ev-${events.length}`,
        schemaVersion: e.type === 'LotCreated' ? 2 : 1,
        metadata: {
          correlationId,
          causationId: correlationId,
          userId: command.actor.id,
          at: command.at,
        },
        stream,
        revision,
        position: String(events.length + 1),
        recordedAt: command.at,
        prevHash: '',
        hash: '',
      } as ReplayEvent);
    }
  });
  return { events, state };
}

/**
 * The invoice the log's sale names (`common_invoice`), raised and then paid in `payments` (cents),
 * recorded after the log as commerce records them: its own stream, the buyer as `userId`.
 * A log without a sale is returned as it is.
 */
export function recordInvoice(log: TestLog, payments: readonly number[] = []): TestLog {
  const sold = log.events.find((e) => e.type === 'LotSold');
  if (!sold || sold.type !== 'LotSold') return log;
  const { common_invoice: invoiceId, buyerId, lotId, amount, total, qty, at } = sold.data;
  const parties = { invoiceId, buyerId, sellerId: 'seller' };
  const item = {
    lotId,
    title: 'Lot',
    qty,
    pricing: 'per_item',
    unitPrice: amount,
    weight: 0,
    total,
  };
  const recorded: { type: string; data: object }[] = [
    {
      type: 'InvoiceRaised',
      data: {
        ...parties,
        number: 1,
        items: [item],
        buyersPremium: 0,
        depositApplied: 0,
        tax: 0,
        source: 'close',
        at,
      },
    },
    ...payments.map((cents, k) => ({
      type: 'InvoicePaymentRecorded',
      data: {
        ...parties,
        key: `pay-${k}`,
        method: 'wallet',
        amount: cents,
        reference: `ledger-${k}`,
        sandbox: false,
        recordedBy: buyerId,
        at,
      },
    })),
  ];
  const events = [...log.events];
  recorded.forEach((e, revision) => {
    const correlationId = `invoice-cmd-${revision}`;
    events.push({
      ...e,
      id: `ev-${events.length}`,
      schemaVersion: e.type === 'InvoiceRaised' ? 2 : 1,
      metadata: { correlationId, causationId: correlationId, userId: buyerId, at },
      stream: invoiceStream(invoiceId),
      revision,
      position: String(events.length + 1),
      recordedAt: at,
      prevHash: '',
      hash: '',
    } as ReplayEvent);
  });
  return { events, state: log.state };
}
