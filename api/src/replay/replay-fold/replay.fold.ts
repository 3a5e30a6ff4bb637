import { isLotEvent, type PriceExplanation } from '@facet/event-schemas';
import {
  lotCardProjection,
  lotStandingProjection,
  type LotCardDoc,
  type LotStandingDoc,
} from '@facet/projections/folds';
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

/** The timeline folded up to `step` (events 0..step). Never changed once returned. */
export interface ReplayState {
  step: number;
  at: string;
  lots: ReadonlyMap<string, LotReplay>;
  /** The invoices raised for the lots' sales, by invoice id: the timeline goes on to them. */
  invoices: ReadonlyMap<string, InvoiceReplay>;
  explanations: SharedList<LotExplanation>;
  messages: SharedList<AddressedMessage>;
  /** The first event of the command whose events are being folded (its stream and correlation). */
  command: ReplayEvent | null;
  /** The current command opened its lot: the bids it records are pre-bids applied at opening. */
  opening: boolean;
  answer: PendingAnswer | null;
}

/** A state a fold owns while it runs: changed in place, since no step in between is seen. */
type Folding = ReplayState & { lots: Map<string, LotReplay> };

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

// One command's events share their stream and correlation id (compared, not joined per event).
const sameCommand = (a: ReplayEvent, b: ReplayEvent): boolean =>
  a.metadata.correlationId === b.metadata.correlationId && a.stream === b.stream;

// The lists are shared, append-only: a copy of the state may append without changing `from`.
const owned = (from: ReplayState): Folding => ({ ...from, lots: new Map(from.lots) });

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
  const folding = owned(state);
  advance(folding, e, following, ports, { cards: new Set(), standings: new Set() });
  return folding;
}

/** An invoice event: the invoice folds on; each lot it bills gets its explanation line. */
function withInvoice(state: Folding, e: ReplayEvent): void {
  const invoiceId = (e.data as { invoiceId: string }).invoiceId;
  const lotIds = invoiceLotsOf(e, (id) => state.lots.has(id), state.invoices);
  const priceOf = (lotId: string) => state.lots.get(lotId)?.facts.wprice ?? 0;
  const next = stepInvoice(e, state.step, state.invoices.get(invoiceId), lotIds, priceOf);
  if (!next) return;
  for (const x of next.explanations) state.explanations = append(state.explanations, x);
  // Copied on write: a few invoice events per lot, and earlier states keep their own map.
  state.invoices = new Map(state.invoices).set(invoiceId, next.invoice);
}

/** The state after events 0..upTo, from `from` (a state at an earlier step of the same log). */
export function foldReplay(
  events: readonly ReplayEvent[],
  upTo: number,
  ports: ReplayPorts,
  from: ReplayState = initialReplay(),
): ReplayState {
  const last = Math.min(upTo, events.length - 1);
  if (last <= from.step) return from;
  // One copy per fold, not per event: a 10,000-bid lot's cold rebuild is mostly the live evolves.
  const state = owned(from);
  const drafts: Drafts = { cards: new Set(), standings: new Set() };
  for (let i = from.step + 1; i <= last; i++) {
    advance(state, events[i] as ReplayEvent, events[i + 1], ports, drafts);
  }
  return state;
}

/** The lots whose card, and whose standing, this fold already copied: it owns those drafts. */
interface Drafts {
  cards: Set<string>;
  standings: Set<string>;
}

/**
 * The card after the event, by the live card projection's rebuild form (`draft`, `evolveDraft`,
 * which decide exactly as `evolve`): a fold copies a lot's card once, then changes it in place,
 * since no step in between is seen. `changed`: the event changed the card.
 */
function cardAfter(
  was: LotCardDoc | undefined,
  e: ReplayEvent,
  lotId: string,
  drafts: Drafts,
): { card: LotCardDoc | undefined; changed: boolean } {
  const draft = was && !drafts.cards.has(lotId) ? lotCardProjection.draft!(was) : was;
  const r = lotCardProjection.evolveDraft!(draft, e, lotId);
  if (!r) return { card: r === null ? undefined : was, changed: false };
  drafts.cards.add(lotId);
  return { card: r, changed: true };
}

/**
 * The standing before and after the event, folded as the card is. The notifier compares the two
 * (who led, which phase): `before` is a shallow copy taken before the draft changes.
 */
function standingAround(
  was: LotStandingDoc | undefined,
  e: ReplayEvent,
  lotId: string,
  drafts: Drafts,
): { before: LotStandingDoc | undefined; after: LotStandingDoc | undefined } {
  const before = was && { ...was };
  const draft = was && !drafts.standings.has(lotId) ? lotStandingProjection.draft!(was) : was;
  const r = lotStandingProjection.evolveDraft!(draft, e, lotId);
  if (!r) return { before: was, after: r === null ? undefined : was };
  drafts.standings.add(lotId);
  return { before, after: r };
}

function advance(
  state: Folding,
  e: ReplayEvent,
  following: ReplayEvent | undefined,
  ports: ReplayPorts,
  drafts: Drafts,
): void {
  const step = state.step + 1;
  state.step = step;
  state.at = e.metadata.at;
  const fresh = !state.command || !sameCommand(state.command, e);
  if (fresh) {
    state.command = e;
    state.opening = false;
    state.answer = null;
  }
  if (isInvoiceEvent(e)) return withInvoice(state, e);
  if (!isLotEvent(e)) return;
  const lotId = e.data.lotId;
  const was = state.lots.get(lotId) ?? {
    facts: ports.initialLot(),
    card: undefined,
    standing: undefined,
    unitPrice: 0,
  };
  const unitPrice = fresh ? was.facts.wprice : was.unitPrice;
  if (e.type === 'LotOpened') state.opening = true;
  const facts = ports.evolveLot(was.facts, e);
  const { card, changed } = cardAfter(was.card, e, lotId, drafts);
  const standing = standingAround(was.standing, e, lotId, drafts);
  const challenger =
    e.type === 'ProxyBidPlaced' || e.type === 'HardBidPlaced' || e.type === 'ReverseBidPlaced';
  state.lots.set(lotId, {
    facts,
    card,
    standing: standing.after,
    unitPrice: challenger ? facts.wprice : unitPrice,
  });

  const explanation = explain({
    step,
    event: e,
    before: was.facts,
    after: facts,
    unitPrice,
    opening: state.opening,
    actorId: e.metadata.userId ?? null,
  });
  if (explanation) state.explanations = append(state.explanations, { lotId, explanation });
  const docs = {
    changedCard: changed ? card : undefined,
    standing,
  };
  for (const m of pushMessages(e, step, docs)) state.messages = append(state.messages, m);

  state.answer = state.answer ?? pendingAnswerOf(e);
  if (state.answer && (!following || !sameCommand(following, e))) {
    state.messages = append(state.messages, answerMessage(state.answer, facts, e, step, ports));
    state.answer = null;
  }
}
