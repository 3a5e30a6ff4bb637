import { Inject, Injectable } from '@nestjs/common';
import type { BidHistoryRow } from '@facet/event-schemas';
import {
  type Doc,
  entryId,
  readModelNamespaces as NS,
  type ReadModelStore,
  retractionKey,
  type UserNameDoc,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import {
  type PageRequest,
  pageOfGroup,
  type RecordsPage,
} from '../../shared/read-side/page-of-group.js';

/** A stored row of a lot's bid history (the group's ordered entries). */
type Row = BidHistoryRow & { bidId: string | null; revision: number } & Doc;
interface Retraction extends Doc {
  retracted: string;
  revision: number;
}

/** One bid of a lot as the back office lists it: its place from the first bid, and its bidder. */
export interface LedgerLine {
  row: BidHistoryRow & { bidId: string | null };
  /** The bid's place in the lot's history (1 = first bid). */
  bid_number: number;
  /** A retraction of its bid came after it. */
  retracted: boolean;
  bidder: Pick<UserNameDoc, 'first_name' | 'last_name'> | undefined;
}

/**
 * Every bid on a lot, retracted ones too, newest first, a page at a time: paged in the store
 * (`pageOfGroup` over the lot's history), with the page's retractions and bidders read by id.
 */
@Injectable()
export class LotLedgerQuery {
  constructor(@Inject(READ_MODEL_STORE) private readonly store: ReadModelStore) {}

  page<R>(
    lotId: string,
    request: PageRequest,
    toRecord: (line: LedgerLine) => R,
  ): Promise<RecordsPage<R>> {
    const lines = async (rows: Row[], { offset, total }: { offset: number; total: number }) => {
      const bids = [...new Set(rows.flatMap((r) => (r.bidId === null ? [] : [r.bidId])))];
      const [retractions, names] = await Promise.all([
        this.store.getMany<Retraction>(
          NS.history,
          bids.map((b) => entryId(lotId, retractionKey(b))),
        ),
        this.store.getMany<UserNameDoc>(NS.names, [...new Set(rows.map((r) => r.user_id))]),
      ]);
      const retractedAt = new Map(
        retractions.flatMap((t) => (t ? [[t.retracted, t.revision]] : [])),
      );
      const byId = new Map(names.flatMap((n) => (n ? [[n.id, n] as const] : [])));
      return rows.map(({ revision, ...row }, i) =>
        toRecord({
          row,
          bid_number: total - offset - i,
          retracted: row.bidId !== null && (retractedAt.get(row.bidId) ?? -1) > revision,
          bidder: byId.get(row.user_id),
        }),
      );
    };
    return pageOfGroup(this.store, NS.history, lotId, request, lines, { newestFirst: true });
  }
}
