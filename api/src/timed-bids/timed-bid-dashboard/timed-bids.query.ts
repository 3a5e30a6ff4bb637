import { Inject, Injectable } from '@nestjs/common';
import type { TimedBidLedgerRecord, TimedBidList, TimedBidStatus } from '@facet/event-schemas';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import type { TimedBidState } from '../domain/index.js';
import { TimedBidBook } from '../timed-bid-book.js';
import { timedBidRecord } from '../timed-bid.record.js';

interface Page {
  page: number;
  limit: number;
}

/** A buyer's timed bids, newest first, from the book every process folds. */
@Injectable()
export class TimedBidsQuery {
  constructor(
    private readonly book: TimedBidBook,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async ofBuyer(userId: string, status: TimedBidStatus | 'all', page: Page): Promise<TimedBidList> {
    await this.book.ready();
    return this.page(
      this.book.where((s) => s.userId === userId && (status === 'all' || s.status === status)),
      page,
    );
  }

  async ofBuyerOnLot(userId: string, lotId: string, page: Page): Promise<TimedBidList> {
    await this.book.ready();
    return this.page(
      this.book.where((s) => s.userId === userId && s.lotId === lotId),
      page,
    );
  }

  /** Every timed bid of a lot, bidders named: the back office's view of a lot it manages. */
  async ledgerOf(lotId: string): Promise<TimedBidLedgerRecord[]> {
    await this.book.ready();
    return this.book
      .where((s) => s.lotId === lotId)
      .map((s) => {
        const bidder = this.users.byId(s.userId);
        const names = { first_name: bidder?.first_name ?? '', last_name: bidder?.last_name ?? '' };
        return { ...timedBidRecord(s), ...names };
      });
  }

  private page(all: TimedBidState[], { page, limit }: Page): TimedBidList {
    const from = (page - 1) * limit;
    const records = all.slice(from, from + limit).map(timedBidRecord);
    return listResponse({ records, totalRecords: all.length });
  }
}
