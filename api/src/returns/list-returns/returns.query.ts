import { Injectable } from '@nestjs/common';
import type { ReturnFilter, ReturnRecord } from '@facet/event-schemas';
import type { ReturnDoc } from '@facet/projections';
import type { Actor } from '../../shared/domain/actor.js';
import { returnRecord } from '../return.records.js';
import { ReturnReader } from '../return.reader.js';

export interface ReturnPage {
  action: ReturnFilter;
  page: number;
  limit: number;
}

/** The return lists: a buyer's side's (theirs and their company's); the back office's (an admin's all, a seller's own lots'). */
@Injectable()
export class ReturnsQuery {
  constructor(private readonly reader: ReturnReader) {}

  async ofBuyer(actor: Actor, page: ReturnPage) {
    return pageOf(await this.reader.ofBuyerSide(actor), page);
  }

  async forDesk(actor: Actor, page: ReturnPage) {
    const rows =
      actor.role === 'admin' ? await this.reader.all() : await this.reader.ofSeller(actor.id);
    return pageOf(rows, page);
  }
}

function pageOf(rows: ReturnDoc[], { action, page, limit }: ReturnPage) {
  // 'accepted' is the decision: a refunded request was accepted too.
  const shown = rows.filter(
    (r) =>
      action === 'all' || r.status === action || (action === 'accepted' && r.status === 'refunded'),
  );
  const records: ReturnRecord[] = shown.slice((page - 1) * limit, page * limit).map(returnRecord);
  return { records, total: shown.length };
}
