import { isLotEvent, type PriceExplanation } from '@facet/event-schemas';
import {
  lotCardProjection,
  lotStandingProjection,
  type LotCardDoc,
  type LotStandingDoc,
} from '@facet/projections';
import {
  answerMessage,
  pendingAnswerOf,
  pushMessages,
  type AddressedMessage,
  type PendingAnswer,
} from './bidder-messages.js';
import {
  type InvoiceReplay,
  invoiceLotsOf,
  isInvoiceEvent,
  stepInvoice,
} from './invoice-replay.js';
import { explain } from './price-explanation.js';
import type { LotFacts, ReplayEvent, ReplayPorts } from './replay.ports.js';
import { append, emptyList, type SharedList } from './shared-list.js';

/** One lot at the instant: the aggregate's facts and the live read models, folded alike. */
export interface LotReplay {
  facts: LotFacts;
  card: LotCardDoc | undefined;
  standing: LotStandingDoc | undefined;
  /** The price before the bid being recorded: a proxy's automatic rows move it on the way. */
  unitPrice: number;
}

export interface LotExplanation {
  lotId: string;
  explanation: PriceExplanation;
}

/** The timeline folded up to `step` (events 0..step). Never changed in place: each step is new. */
export interface ReplayState {
  step: number;
  at: string;
  lots: ReadonlyMap<string, LotReplay>;
  /** The invoices raised for the lots' sales, by invoice id: the timeline goes on to them. */
  invoices: ReadonlyMap<string, InvoiceReplay>;
  explanations: SharedList<LotExplanation>;
  messages: SharedList<AddressedMessage>;
  /** The command whose events are being folded (stream and correlation id). */
  command: string | null;
  /** The current command opened its lot: the bids it records are pre-bids applied at opening. */
  opening: boolean;
  answer: PendingAnswer | null;
}

export const initialReplay = (): ReplayState => ({
  step: -1,
  at: '',
  lots: new Map(),
  invoices: new Map(),
  explanations: emptyList(),
  messages: emptyList(),
  command: null,
  opening: false,
  answer: null,
});

const commandOf = (e: ReplayEvent): string => `${e.stream}\u0000${e.metadata.correlationId}`;

// A projection's evolve: undefined = unchanged (or no document yet), null = deleted.
const next = <D>(doc: D | undefined, r: D | null | undefined): D | undefined =>
  r === undefined ? doc : (r ?? undefined);

/**
 * Folds one more event. `following` is the event after it (undefined at the end of the log): a
 * command's answer is given once all its events are in, as the live route answers.
 */
export function stepReplay(
  state: ReplayState,
  e: ReplayEvent,
  following: ReplayEvent | undefined,
  ports: ReplayPorts,
): ReplayState {
  const step = state.step + 1;
  const command = commandOf(e);
  const fresh = command !== state.command;
  const base = { ...state, step, at: e.metadata.at, command };
  if (fresh) {
    base.opening = false;
    base.answer = null;
  }
  if (isInvoiceEvent(e)) return withInvoice(base, e);
  if (!isLotEvent(e)) return base;
  const lotId = e.data.lotId;
  const was = state.lots.get(lotId) ?? {
    facts: ports.initialLot(),
    card: undefined,
    standing: undefined,
    unitPrice: 0,
  };
  const unitPrice = fresh ? was.facts.wprice : was.unitPrice;
  if (e.type === 'LotOpened') base.opening = true;
  const facts = ports.evolveLot(was.facts, e);
  const card = next(was.card, lotCardProjection.evolve(was.card, e, lotId));
  const standing = next(was.standing, lotStandingProjection.evolve(was.standing, e, lotId));
  const challenger =
    e.type === 'ProxyBidPlaced' || e.type === 'HardBidPlaced' || e.type === 'ReverseBidPlaced';
  const lot: LotReplay = {
    facts,
    card,
    standing,
    unitPrice: challenger ? facts.wprice : unitPrice,
  };
  base.lots = new Map(state.lots).set(lotId, lot);

  const explanation = explain({
    step,
    event: e,
    before: was.facts,
    after: facts,
    unitPrice,
    opening: base.opening,
    actorId: e.metadata.userId ?? null,
  });
  if (explanation) base.explanations = append(base.explanations, { lotId, explanation });
  const docs = {
    card: { before: was.card, after: card },
    standing: { before: was.standing, after: standing },
  };
  for (const m of pushMessages(e, step, docs)) base.messages = append(base.messages, m);

  base.answer = base.answer ?? pendingAnswerOf(e);
  if (base.answer && (!following || commandOf(following) !== command)) {
    base.messages = append(base.messages, answerMessage(base.answer, facts, e, step, ports));
    base.answer = null;
  }
  return base;
}

/** An invoice event: the invoice folds on; each lot it bills gets its explanation line. */
function withInvoice(base: ReplayState, e: ReplayEvent): ReplayState {
  const invoiceId = (e.data as { invoiceId: string }).invoiceId;
  const lotIds = invoiceLotsOf(e, (id) => base.lots.has(id), base.invoices);
  const priceOf = (lotId: string) => base.lots.get(lotId)?.facts.wprice ?? 0;
  const was = base.invoices.get(invoiceId);
  const next = stepInvoice(e, base.step, was, lotIds, priceOf);
  if (!next) return base;
  let explanations = base.explanations;
  for (const x of next.explanations) explanations = append(explanations, x);
  return { ...base, invoices: new Map(base.invoices).set(invoiceId, next.invoice), explanations };
}

/** The state after events 0..upTo, from `from` (a state at an earlier step of the same log). */
export function foldReplay(
  events: readonly ReplayEvent[],
  upTo: number,
  ports: ReplayPorts,
  from: ReplayState = initialReplay(),
): ReplayState {
  let state = from;
  for (let i = from.step + 1; i <= upTo && i < events.length; i++) {
    state = stepReplay(state, events[i] as ReplayEvent, events[i + 1], ports);
  }
  return state;
}
