import { Inject, Injectable } from '@nestjs/common';
import type { PurchaseRecord } from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { toSearchRecord } from '../../read-side/lot-record.mapper.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { centsToDollars as $ } from '../../shared/money/index.js';
import { InvoiceReader } from '../invoice.reader.js';

/** One purchase per invoice line: won at a close, or bought (a buy-now checkout). */
interface Line {
  invoice: InvoiceDoc;
  item: InvoiceDoc['items'][number];
  purchase: 'won' | 'bought';
}

const linesOf = (invoices: readonly InvoiceDoc[]): Line[] =>
  invoices
    // A cancelled or refunded invoice is no purchase any more.
    .filter((i) => i.closed === null)
    .flatMap((invoice) =>
      invoice.items.map((item) => ({
        invoice,
        item,
        purchase: invoice.source === 'close' ? ('won' as const) : ('bought' as const),
      })),
    );

export interface PurchasePage {
  type: 'all' | 'won' | 'bought';
  page: number;
  limit: number;
}

/** /purchases/:type: the buyer's invoice lines, newest first, each shown as its lot's card. */
@Injectable()
export class PurchasesQuery {
  constructor(
    private readonly invoices: InvoiceReader,
    private readonly readModels: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async ofBuyer(actor: Actor, { type, page, limit }: PurchasePage) {
    const lines = linesOf((await this.invoices.ofBuyer(actor.id))?.invoices ?? []).filter(
      (l) => type === 'all' || l.purchase === type,
    );
    const shown = lines.slice((page - 1) * limit, page * limit);
    const ids = shown.map((l) => l.item.lotId);
    const [cards, standings, watched] = await Promise.all([
      this.readModels.lotsById(ids),
      this.readModels.standings(ids),
      this.readModels.watched(actor.id),
    ]);
    const now = this.clock.now();
    const records = shown.flatMap((l, n): PurchaseRecord[] => {
      const card = cards[n];
      if (!card) return [];
      const record = toSearchRecord(card, standings.get(card.id), actor, watched, now);
      return [
        {
          ...record,
          purchase: l.purchase,
          invoice_id: l.invoice.id,
          invoice_number: l.invoice.number,
          invoice_status: l.invoice.status,
          purchased_qty: l.item.qty,
          purchased_total: $(l.item.total),
        },
      ];
    });
    return { records, total: lines.length };
  }
}
