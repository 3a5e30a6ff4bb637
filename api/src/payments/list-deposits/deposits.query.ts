import { Injectable } from '@nestjs/common';
import type { DepositFilter, DepositStatus } from '@facet/event-schemas';
import { depositRecord } from '../deposit.records.js';
import { DepositReader } from '../deposit.reader.js';

/** /deposits/:action filters the list: all, held, applied, or given back (released or refunded). */
const statusesOf: Record<DepositFilter, readonly DepositStatus[] | null> = {
  all: null,
  held: ['held'],
  applied: ['applied'],
  released: ['released', 'refunded'],
};

export interface DepositPage {
  action: DepositFilter;
  page: number;
  limit: number;
}

/** `deposit/alldeposits`: the buyer's deposits in the tab, newest first, one page. */
@Injectable()
export class DepositsQuery {
  constructor(private readonly reader: DepositReader) {}

  async ofBuyer(buyerId: string, { action, page, limit }: DepositPage) {
    const statuses = statusesOf[action];
    const rows = [...((await this.reader.ofBuyer(buyerId))?.deposits ?? [])]
      .reverse()
      .filter((d) => statuses === null || statuses.includes(d.status));
    const shown = rows.slice((page - 1) * limit, page * limit);
    const titles = await this.reader.titles(shown.map((d) => d.lotId));
    return { records: shown.map((d) => depositRecord(d, titles)), total: rows.length };
  }
}
