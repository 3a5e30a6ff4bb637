import { ownValue, setOwn } from '@facet/event-schemas';
import type { EventData, ReturnAccepted, ReturnEvent, ReturnRequested } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';
import { actsAsBuyer } from '../../shared/domain/buyer-side.rules.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { type ReturnableInvoice, refundRoute, returnFigures } from './return-amounts.rules.js';

/*
 * Rules of a return (stream `returns-<invoiceId>`, one writer per invoice):
 * RET-1 only a paid invoice, neither cancelled nor refunded, is returned: asked and accepted.
 * RET-2 a return is asked within the window: `windowDays` days from the invoice's payment.
 * RET-3 only the invoice's buyer side (I1: its buyer or a representative of the company billed),
 *       or an admin for them, asks; with a reason.
 * RET-4 at least one line, each a line of the invoice, none twice.
 * RET-5 one open request per line.
 * RET-6 a line returned (accepted) is never asked again.
 * RET-7 an admin or the invoice's seller decides an open request, once: the same decision again
 *       answers nothing (a retry), the other one is refused.
 * RET-8 the credit note: the lines' totals, their shares of premium, tax and the house's fee
 *       (see return-amounts.rules.ts).
 * RET-9 the refund goes back to the card payments first, the rest to the wallet.
 * RET-10 the refund is recorded once, on an accepted request only.
 */

type Requested = EventData<typeof ReturnRequested>;
type Accepted = EventData<typeof ReturnAccepted>;

export type ReturnStatus = 'open' | 'accepted' | 'refused' | 'refunded';

export interface ReturnRequestState {
  requested: Requested;
  status: ReturnStatus;
  accepted?: Accepted;
  /** Who decided, when and why (accepted or refused). */
  decision?: { note: string; by: string; at: string };
  /** The return invoice's number, once refunded. */
  returnInvoiceNumber?: number;
}

export interface ReturnsState {
  requests: Readonly<Record<string, ReturnRequestState>>;
  /** Line -> the open request asking for it (RET-5). */
  openByLot: Readonly<Record<string, string>>;
  /** Line -> the accepted request that returned it (RET-6). */
  returnedByLot: Readonly<Record<string, string>>;
  /** Cents of items already accepted back (RET-8's running total). */
  itemsReturned: number;
  /** Cents already given back to each card payment (RET-9). */
  cardRefunded: Readonly<Record<string, number>>;
}

interface Base {
  requestId: string;
  actor: Actor;
  at: string;
}

export interface RequestReturn extends Base {
  type: 'RequestReturn';
  invoice: ReturnableInvoice;
  lotIds: readonly string[];
  reason: string;
  windowDays: number;
  /** The company the asker represents now (I1: a representative asks as the buyer does). */
  actorCompanyId?: string | undefined;
}

export interface AcceptReturn extends Base {
  type: 'AcceptReturn';
  invoice: ReturnableInvoice;
  note: string;
}

export interface RefuseReturn extends Base {
  type: 'RefuseReturn';
  note: string;
}

export interface RecordReturnRefund extends Base {
  type: 'RecordReturnRefund';
  returnInvoiceNumber: number;
}

export type ReturnCommand = RequestReturn | AcceptReturn | RefuseReturn | RecordReturnRefund;

const DAY_MS = 86_400_000;

function decideRequest(cmd: RequestReturn, state: ReturnsState): ReturnEvent[] {
  if (ownValue(state.requests, cmd.requestId)) return [];
  const { invoice } = cmd;
  if (cmd.actor.role !== 'admin' && !actsAsBuyer(invoice, cmd.actor, cmd.actorCompanyId))
    reject('return.forbidden');
  if (invoice.closed) reject('return.invoice-closed', { status: invoice.closed });
  if (!invoice.paidAt) reject('return.not-paid');
  const deadline = Date.parse(invoice.paidAt ?? '') + cmd.windowDays * DAY_MS;
  if (Date.parse(cmd.at) > deadline) reject('return.window-closed', { days: cmd.windowDays });
  const lotIds = [...new Set(cmd.lotIds)];
  if (lotIds.length === 0) reject('return.no-lines');
  const lines = lotIds.map((lotId) => {
    const item = invoice.items.find((i) => i.lotId === lotId) ?? reject('return.unknown-line');
    if (ownValue(state.returnedByLot, lotId)) reject('return.line-returned');
    if (ownValue(state.openByLot, lotId)) reject('return.line-open');
    return { lotId, title: item.title, total: item.total };
  });
  const { invoiceId, number, buyerId, sellerId } = invoice;
  return [
    {
      type: 'ReturnRequested',
      data: {
        invoiceId,
        requestId: cmd.requestId,
        buyerId,
        sellerId,
        invoiceNumber: number,
        lines,
        reason: cmd.reason,
        at: cmd.at,
        ...(invoice.billTo ? { billTo: { companyId: invoice.billTo.companyId } } : {}),
      },
    },
  ];
}

function openRequest(
  cmd: Base,
  state: ReturnsState,
  decision: 'accepted' | 'refused',
): Requested | null {
  const request = ownValue(state.requests, cmd.requestId) ?? reject('return.not-found');
  const { requested } = request;
  if (cmd.actor.role !== 'admin' && cmd.actor.id !== requested.sellerId) reject('return.forbidden');
  const decided = request.status === 'refunded' ? 'accepted' : request.status;
  if (decided === decision) return null;
  if (decided !== 'open') reject('return.already-decided', { status: decided });
  return requested;
}

const partiesOf = (r: Requested) => ({
  invoiceId: r.invoiceId,
  requestId: r.requestId,
  buyerId: r.buyerId,
  sellerId: r.sellerId,
});

function decideAccept(cmd: AcceptReturn, state: ReturnsState): ReturnEvent[] {
  const requested = openRequest(cmd, state, 'accepted');
  if (!requested) return [];
  // RET-1: an invoice refunded in whole while the request waited has nothing left to return.
  if (cmd.invoice.closed) reject('return.invoice-closed', { status: cmd.invoice.closed });
  const lines = requested.lines.reduce((sum, l) => sum + l.total, 0);
  const figures = returnFigures(cmd.invoice, lines, state.itemsReturned);
  const route = refundRoute(cmd.invoice, figures.total, state.cardRefunded);
  const data = { ...partiesOf(requested), note: cmd.note, ...figures, ...route };
  return [{ type: 'ReturnAccepted', data: { ...data, decidedBy: cmd.actor.id, at: cmd.at } }];
}

function decideRefuse(cmd: RefuseReturn, state: ReturnsState): ReturnEvent[] {
  const requested = openRequest(cmd, state, 'refused');
  if (!requested) return [];
  const data = { ...partiesOf(requested), note: cmd.note, decidedBy: cmd.actor.id, at: cmd.at };
  return [{ type: 'ReturnRefused', data }];
}

function decideRefund(cmd: RecordReturnRefund, state: ReturnsState): ReturnEvent[] {
  const request = ownValue(state.requests, cmd.requestId) ?? reject('return.not-found');
  if (request.status === 'refunded') return [];
  const accepted = request.accepted;
  if (request.status !== 'accepted' || !accepted)
    return reject('return.already-decided', { status: request.status });
  const toCard = accepted.toCard.reduce((sum, p) => sum + p.amount, 0);
  const { returnInvoiceNumber, at } = cmd;
  return [
    {
      type: 'ReturnRefunded',
      data: {
        ...partiesOf(request.requested),
        returnInvoiceNumber,
        toWallet: accepted.toWallet,
        toCard,
        at,
      },
    },
  ];
}

const without = (map: Readonly<Record<string, string>>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(map).filter(([k]) => !keys.includes(k)));

function evolve(state: ReturnsState, e: ReturnEvent): ReturnsState {
  const withRequest = (id: string, change: Partial<ReturnRequestState>) => {
    const current = ownValue(state.requests, id);
    return current ? { ...state.requests, [id]: { ...current, ...change } } : state.requests;
  };
  switch (e.type) {
    case 'ReturnRequested': {
      const open = Object.fromEntries(e.data.lines.map((l) => [l.lotId, e.data.requestId]));
      return {
        ...state,
        requests: { ...state.requests, [e.data.requestId]: { requested: e.data, status: 'open' } },
        openByLot: { ...state.openByLot, ...open },
      };
    }
    case 'ReturnAccepted': {
      const lots =
        ownValue(state.requests, e.data.requestId)?.requested.lines.map((l) => l.lotId) ?? [];
      const cardRefunded = { ...state.cardRefunded };
      for (const p of e.data.toCard)
        setOwn(cardRefunded, p.paymentKey, (ownValue(cardRefunded, p.paymentKey) ?? 0) + p.amount);
      return {
        requests: withRequest(e.data.requestId, {
          status: 'accepted',
          accepted: e.data,
          decision: { note: e.data.note, by: e.data.decidedBy, at: e.data.at },
        }),
        openByLot: without(state.openByLot, lots),
        returnedByLot: {
          ...state.returnedByLot,
          ...Object.fromEntries(lots.map((l) => [l, e.data.requestId])),
        },
        itemsReturned: state.itemsReturned + e.data.items,
        cardRefunded,
      };
    }
    case 'ReturnRefused': {
      const lots =
        ownValue(state.requests, e.data.requestId)?.requested.lines.map((l) => l.lotId) ?? [];
      return {
        ...state,
        requests: withRequest(e.data.requestId, {
          status: 'refused',
          decision: { note: e.data.note, by: e.data.decidedBy, at: e.data.at },
        }),
        openByLot: without(state.openByLot, lots),
      };
    }
    case 'ReturnRefunded':
      return {
        ...state,
        requests: withRequest(e.data.requestId, {
          status: 'refunded',
          returnInvoiceNumber: e.data.returnInvoiceNumber,
        }),
      };
    default:
      return state;
  }
}

export const returnsDecider: Decider<ReturnCommand, ReturnsState, ReturnEvent> = {
  initialState: () => ({
    requests: {},
    openByLot: {},
    returnedByLot: {},
    itemsReturned: 0,
    cardRefunded: {},
  }),
  evolve,
  decide: (cmd, state) => {
    switch (cmd.type) {
      case 'RequestReturn':
        return decideRequest(cmd, state);
      case 'AcceptReturn':
        return decideAccept(cmd, state);
      case 'RefuseReturn':
        return decideRefuse(cmd, state);
      case 'RecordReturnRefund':
        return decideRefund(cmd, state);
    }
  },
};
