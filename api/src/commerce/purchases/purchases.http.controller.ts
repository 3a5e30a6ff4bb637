import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { PurchaseRecord } from '@facet/event-schemas';
import type { InvoiceDoc } from '@facet/projections';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import { toSearchRecord } from '../../catalog/lot-record.mapper.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody } from '../../shared/http/request-fields.js';
import { centsToDollars as $ } from '../../shared/money/index.js';
import { InvoiceReader } from '../invoice-search/invoice.reader.js';

const types = ['all', 'won', 'bought'] as const;

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

const listBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
  type: ['string', 'The kind of rows'],
});

/**
 * `invoice/purchases` {type: all|won|bought}: /purchases/:type, the lots the buyer won and the
 * items they bought, from their invoices (newest first), each shown as its lot's card.
 */
@Controller('invoice')
export class PurchasesController {
  constructor(
    private readonly invoices: InvoiceReader,
    private readonly catalog: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('purchases')
  @BodySchema(listBody)
  async list(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(listBody.shape));
    const type = oneOf(body, 'type', types, 'all');
    const { limit, page } = pageRequest(body, 12);
    const lines = linesOf((await this.invoices.ofBuyer(actor.id))?.invoices ?? []).filter(
      (l) => type === 'all' || l.purchase === type,
    );
    const shown = lines.slice((page - 1) * limit, page * limit);
    const ids = shown.map((l) => l.item.lotId);
    const [cards, standings, watched] = await Promise.all([
      this.catalog.lotsById(ids),
      this.catalog.standings(ids),
      this.catalog.watched(actor.id),
    ]);
    const now = this.clock.now();
    const records = shown.flatMap((l, n): PurchaseRecord[] => {
      const card = cards[n];
      if (!card) return [];
      return [
        {
          ...toSearchRecord(card, standings.get(card.id), actor, watched, now),
          purchase: l.purchase,
          invoice_id: l.invoice.id,
          invoice_number: l.invoice.number,
          invoice_status: l.invoice.status,
          purchased_qty: l.item.qty,
          purchased_total: $(l.item.total),
        },
      ];
    });
    return listed<PurchaseRecord>('Purchases', records, lines.length);
  }
}
