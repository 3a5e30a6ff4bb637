// The floor under the in-memory rebuild: the bid log folded by hand into plain Maps, the four read
// models a bid touches (lot card, lot standing, bid history, my bids) and nothing else: no runner,
// no batches, no checkpoints, no revision checks, no upcasting, no store. Cold, once, in its own
// process, as the rebuild at start is. What this loop cannot reach on a machine, the runner cannot.
import type { RecordedEvent, RecordedMarketplaceEvent } from '@facet/event-schemas';
import { lotCardProjection } from '../src/lot-card/lot-card.projection.js';

interface Standing {
  wprice: number;
  leaderId: string | null;
  bidders: string[];
  seen: Set<string>;
  revision: number;
}
type Bid = {
  lotId: string;
  bidId: string;
  userId: string;
  amount: number;
  wprice: number;
  leaderId: string;
  at: string;
};

export function handFold(events: readonly RecordedEvent[]): number {
  const t0 = performance.now();
  const cards = new Map<string, ReturnType<typeof lotCardProjection.evolve>>();
  const standings = new Map<string, Standing>();
  const history = new Map<string, Map<string, object>>();
  const myBids = new Map<string, Map<string, object>>();
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (!e.stream.startsWith('lot-')) continue;
    if (e.type === 'LotCreated') {
      const id = (e.data as { lotId: string }).lotId;
      // The bench's log is marketplace events as the store returns them, untyped: LotCreated here.
      cards.set(id, lotCardProjection.evolve(undefined, e as RecordedMarketplaceEvent, id));
      standings.set(id, {
        wprice: 0,
        leaderId: null,
        bidders: [],
        seen: new Set(),
        revision: e.revision,
      });
      continue;
    }
    const d = e.data as Bid;
    const card = cards.get(d.lotId) as {
      wprice: number;
      bid_count: number;
      has_bids: boolean;
      revision: number;
    };
    card.wprice = d.wprice;
    card.bid_count += 1;
    card.has_bids = true;
    card.revision = e.revision;
    const s = standings.get(d.lotId)!;
    s.wprice = d.wprice;
    s.leaderId = d.leaderId;
    if (!s.seen.has(d.userId)) {
      s.seen.add(d.userId);
      s.bidders.push(d.userId);
    }
    s.revision = e.revision;
    let rows = history.get(d.lotId);
    if (!rows) history.set(d.lotId, (rows = new Map()));
    rows.set(`r${e.revision}`, {
      id: `${d.lotId}-${e.revision}`,
      bidId: d.bidId,
      user_id: d.userId,
      proposed_amount: d.amount,
      created_at: d.at,
      automatic: false,
      revision: e.revision,
    });
    let mine = myBids.get(d.userId);
    if (!mine) myBids.set(d.userId, (mine = new Map()));
    mine.set(d.lotId, {
      lotId: d.lotId,
      kind: 'bid',
      last_amount: d.amount,
      bid_at: d.at,
      revision: e.revision,
    });
  }
  return events.length / ((performance.now() - t0) / 1000);
}
