import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type RecordedEvent, type SpendingCapEvent, START } from '@facet/event-schemas';
import type { EventStore, Subscription } from '@facet/event-store';
import { auctionDecider, type AuctionState } from '../auctions/domain/index.js';
import { lotDecider, type LotState, winningTotal } from '../lots/domain/index.js';
import { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { evolveSpendingCaps, initialSpendingCaps, type SpendingCapsState } from './domain/index.js';

interface Folded<S> {
  state: S;
  revision: number;
}

const CAPS = 'spending-caps-';
const LOT = 'lot-';
const AUCTION = 'auction-';

/**
 * Spending caps and what capped buyers lead or have won, folded in this process (issue 29): a bid
 * asks memory, not the store. Caps of every auction are folded from the log at start; the streams
 * of a capped auction and its lots are folded from the first time a bid there asks, then kept.
 *
 * Kept live from two sources: every append this process makes, told before its commands are
 * answered (CommandBuses.onRecorded: a cap set or a bid decided here counts for the next bid at
 * once), and the log's subscription (other processes: their changes count once this process's
 * subscription has them, as the gate's race across nodes already allows). An event is folded only
 * when it is its stream's next revision, so the two never fold one twice or out of order.
 */
@Injectable()
export class SpendingCapsBook implements OnModuleDestroy {
  private readonly caps = new Map<string, Folded<SpendingCapsState>>();
  private readonly auctions = new Map<string, Folded<AuctionState>>();
  private readonly lots = new Map<string, Folded<LotState>>();
  /** Auctions where at least one buyer has a cap now. */
  private readonly capped = new Set<string>();
  /** Streams being read for the first time: what arrives meanwhile, folded after the read. */
  private readonly reading = new Map<string, RecordedEvent[]>();
  private readonly loads = new Map<string, Promise<Folded<unknown>>>();
  private subscription: Subscription | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly buses: CommandBuses,
  ) {
    buses.onRecorded((events) => this.apply(events));
  }

  /** Folds every cap in the log; resolves once caught up (before the api takes a bid). */
  async start(): Promise<void> {
    if (this.subscription) return;
    this.subscription = this.store.subscribeAll(START, (batch) => this.apply(batch));
    await this.subscription.caughtUp;
  }

  apply(events: readonly RecordedEvent[]): void {
    // Told of every event of the process: with no capped auction's streams kept (the usual case)
    // a lot's or an auction's event costs one prefix test, no id cut out of its stream name.
    const following = this.lots.size > 0 || this.auctions.size > 0 || this.reading.size > 0;
    for (let i = 0; i < events.length; i++) {
      const e = events[i]!;
      const s = e.stream;
      if (s.startsWith(CAPS)) this.foldCap(s.slice(CAPS.length), e);
      else if (!following) continue;
      else if (s.startsWith(LOT)) this.follow(this.lots, s.slice(LOT.length), e, lotDecider.evolve);
      else if (s.startsWith(AUCTION))
        this.follow(this.auctions, s.slice(AUCTION.length), e, auctionDecider.evolve);
      this.reading.get(s)?.push(e);
    }
  }

  private foldCap(auctionId: string, e: RecordedEvent): void {
    // A first event creates the auction's caps; later ones only follow their predecessor.
    const at = this.caps.get(auctionId) ?? { state: initialSpendingCaps(), revision: -1 };
    const next = this.next(at, e, (st, d: SpendingCapEvent) => evolveSpendingCaps(st, d));
    if (!next) return;
    this.caps.set(auctionId, next);
    if (Object.keys(next.state.caps).length > 0) this.capped.add(auctionId);
    else this.capped.delete(auctionId);
  }

  /** Every capped buyer of the auction: buyer id -> cap in cents (an uncapped buyer is absent). */
  capsFor(auctionId: string): Readonly<Record<string, number>> {
    return this.caps.get(auctionId)?.state.caps ?? NO_CAPS;
  }

  /** Whether anyone in the auction has a cap: a bid elsewhere is decided with no wait. */
  hasCaps(auctionId: string): boolean {
    return this.capped.has(auctionId);
  }

  /** Whether any auction has a cap now: when none has, a bid needs not even its lot's auction. */
  anyCaps(): boolean {
    return this.capped.size > 0;
  }

  /**
   * Each of `buyerIds`' winning total (cents) on the auction's lots other than `exceptLotId`: per
   * lot, the lot total at its current price (or the sale's). A lot moved to another auction stays
   * listed in the first: its own `auctionid` decides.
   */
  async totals(
    auctionId: string,
    buyerIds: readonly string[],
    exceptLotId?: string,
  ): Promise<Record<string, number>> {
    const auction = await this.tracked(this.auctions, AUCTION, auctionId, auctionDecider);
    const states: LotState[] = [];
    for (const id of auction.state.lotIds) {
      if (id === exceptLotId) continue;
      const lot = this.lots.get(id) ?? (await this.tracked(this.lots, LOT, id, lotDecider));
      if (lot.state.details.auctionid === auctionId) states.push(lot.state);
    }
    const totals: Record<string, number> = {};
    for (const b of buyerIds)
      totals[b] = states.reduce((sum, lot) => sum + winningTotal(lot, b), 0);
    return totals;
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Folds `e` into a stream already kept (a capped auction's, or one of its lots). */
  private follow<S>(
    kept: Map<string, Folded<S>>,
    id: string,
    e: RecordedEvent,
    evolve: (s: S, d: never) => S,
  ): void {
    const at = kept.get(id);
    if (!at) return;
    const next = this.next(at, e, evolve);
    if (next) kept.set(id, next);
  }

  private next<S, D>(
    at: Folded<S>,
    e: RecordedEvent,
    evolve: (s: S, d: D) => S,
  ): Folded<S> | undefined {
    // Seen (both sources tell it), or a gap: the subscription brings the missing ones in order.
    if (e.revision !== at.revision + 1) return undefined;
    return { state: evolve(at.state, this.buses.toDomain(e) as D), revision: e.revision };
  }

  /** The stream kept from now on: read and folded once (callers at once share the read). */
  private tracked<S>(
    kept: Map<string, Folded<S>>,
    prefix: string,
    id: string,
    decider: { initialState: () => S; evolve: (s: S, d: never) => S },
  ): Promise<Folded<S>> {
    const known = kept.get(id);
    if (known) return Promise.resolve(known);
    const stream = `${prefix}${id}`;
    let load = this.loads.get(stream) as Promise<Folded<S>> | undefined;
    if (!load) {
      load = this.read(stream, decider, (at) => kept.set(id, at));
      const shared = load.finally(() => this.loads.delete(stream));
      shared.catch(() => undefined);
      this.loads.set(stream, shared);
    }
    return load;
  }

  /**
   * The stream's fold from the store, with what this process appended or heard during the read,
   * handed to `keep` in the same turn as the read stops collecting: no event falls between.
   */
  private async read<S>(
    stream: string,
    decider: { initialState: () => S; evolve: (s: S, d: never) => S },
    keep: (at: Folded<S>) => void,
  ): Promise<Folded<S>> {
    const arrived: RecordedEvent[] = [];
    this.reading.set(stream, arrived);
    try {
      let at: Folded<S> = { state: decider.initialState(), revision: -1 };
      for (const e of [...(await this.store.readStream(stream)), ...arrived])
        at = this.next(at, e, decider.evolve) ?? at;
      keep(at);
      return at;
    } finally {
      this.reading.delete(stream);
    }
  }
}

const NO_CAPS: Readonly<Record<string, number>> = Object.freeze({});
