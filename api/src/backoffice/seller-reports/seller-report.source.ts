import { Injectable } from '@nestjs/common';
import type { BidHistoryRow, SellerReportRow, SellerReportType } from '@facet/event-schemas';
import type { BidHistoryDoc, EntryCursor, InvoiceDoc, UserNameDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { forbidden } from '../../shared/errors/http-problem.js';
import { SellerDeskReader } from '../seller-desk.reader.js';
import { reportDate as date, reportMoney as money } from './report-cells.js';
import { inRange, type ReportRange } from './report-columns.js';
import { yieldToLoop } from './csv-stream.js';
import { inKimberleyPeriod, kimberleyRow } from './kimberley-report.rows.js';

/** Every row of a lot, retracted ones flagged, in the order the bids were placed. */
const mergedBidRows = (
  doc: BidHistoryDoc | undefined,
): { r: BidHistoryRow; retracted: boolean }[] =>
  (doc?.ledger ?? []).map(({ retracted, ...r }) => ({ r, retracted }));

/** Invoices read from the store per page: what a report holds at once. */
export const REPORT_PAGE_SIZE = 500;
/** Lots read per page, each with its whole bid history: fewer than invoices. */
export const REPORT_LOT_PAGE_SIZE = 100;

/**
 * A report's rows, pulled one at a time from the read models the caller manages (a seller: their
 * own; an admin: every seller's): what is written is never gathered into one array first.
 */
@Injectable()
export class SellerReportSource {
  constructor(
    private readonly readModels: ReadModelReader,
    private readonly desk: SellerDeskReader,
  ) {}

  rows(type: SellerReportType, actor: Actor, range: ReportRange): AsyncIterable<SellerReportRow> {
    // Thrown before any row is pulled, so a download is refused before its headers are sent.
    if (type === 'kimberley' && actor.role !== 'admin') throw forbidden();
    switch (type) {
      case 'sales':
        return this.sales(actor, range);
      case 'bids':
        return this.bids(actor, range);
      case 'buyers':
        return this.buyers(actor, range);
      case 'invoices':
        return this.invoices(actor, range);
      case 'payouts':
        return this.payouts(actor, range);
      case 'kimberley':
        return this.kimberley(range);
    }
  }

  /**
   * The caller's invoices, lowest number first, one page of the seller's index at a time (every
   * seller's in turn for an admin): only a page of invoices is held, and the loop is let go
   * between pages.
   */
  private async *invoiceDocs(actor: Actor, range: ReportRange): AsyncGenerator<InvoiceDoc> {
    const sellers =
      actor.role === 'admin' ? (await this.desk.invoicingSellers()).sort() : [actor.id];
    for (const seller of sellers) {
      let after: EntryCursor | undefined;
      do {
        const page = await this.desk.invoicePage(seller, after, REPORT_PAGE_SIZE);
        for (const inv of page.invoices) if (inRange(inv.at, range)) yield inv;
        after = page.next;
        await yieldToLoop();
      } while (after !== undefined);
    }
  }

  private async *sales(actor: Actor, range: ReportRange) {
    const name = this.namer();
    for await (const inv of this.invoiceDocs(actor, range))
      for (const item of inv.items)
        yield {
          date: date(inv.at),
          invoice: inv.number,
          lot_id: item.lotId,
          lot: item.title,
          buyer: await name(inv.buyerId),
          qty: item.qty,
          unit_price: money(item.unitPrice, item.pricing),
          total: money(item.total),
        };
  }

  private async *invoices(actor: Actor, range: ReportRange) {
    const name = this.namer();
    for await (const inv of this.invoiceDocs(actor, range))
      yield {
        date: date(inv.at),
        invoice: inv.number,
        buyer: await name(inv.buyerId),
        items: inv.items.length,
        subtotal: money(inv.subtotal),
        premium: money(inv.buyersPremium),
        tax: money(inv.tax),
        total: money(inv.total),
        paid: money(inv.paid),
        balance_due: money(inv.balanceDue),
        status: inv.status,
      };
  }

  /** One row per buyer: memory grows with the number of buyers, not of invoices. */
  private async *buyers(actor: Actor, range: ReportRange) {
    const sums = new Map<string, { invoices: number; items: number; total: number }>();
    for await (const inv of this.invoiceDocs(actor, range)) {
      const s = sums.get(inv.buyerId) ?? { invoices: 0, items: 0, total: 0 };
      s.invoices += 1;
      s.items += inv.items.reduce((n, i) => n + i.qty, 0);
      s.total += inv.total;
      sums.set(inv.buyerId, s);
    }
    const name = this.namer();
    for (const [buyerId, s] of sums)
      yield {
        buyer_id: buyerId,
        buyer: await name(buyerId),
        invoices: s.invoices,
        items: s.items,
        total: money(s.total),
      };
  }

  /**
   * The bids on the caller's lots, first listed lot first, one page of the seller's lot index at
   * a time with those lots' histories (every seller's in turn for an admin): memory holds a page
   * of lots, not the seller's catalogue.
   */
  private async *bids(actor: Actor, range: ReportRange) {
    const name = this.namer();
    const sellers = actor.role === 'admin' ? (await this.desk.listingSellers()).sort() : [actor.id];
    for (const seller of sellers) {
      let after: EntryCursor | undefined;
      do {
        const page = await this.desk.lotPage(seller, after, REPORT_LOT_PAGE_SIZE);
        for (const { card, history } of page.lots)
          for (const { r, retracted } of mergedBidRows(history))
            if (inRange(r.created_at, range))
              yield {
                date: date(r.created_at),
                lot_id: card.id,
                lot: card.title,
                bidder: await name(r.user_id),
                amount: money(r.proposed_amount, card.pricing),
                kind: r.kind ?? (r.automatic ? 'automatic' : 'bid'),
                retracted: retracted ? 'yes' : 'no',
              };
        after = page.next;
        await yieldToLoop();
      } while (after !== undefined);
    }
  }

  /** Every seller's lots under a KP certificate in the period, a page of lots at a time. */
  private async *kimberley(range: ReportRange) {
    const name = this.namer();
    for (const seller of (await this.desk.listingSellers()).sort()) {
      let after: EntryCursor | undefined;
      do {
        const page = await this.desk.lotPage(seller, after, REPORT_LOT_PAGE_SIZE);
        for (const { card } of page.lots)
          if (inKimberleyPeriod(card, range)) yield await kimberleyRow(card, range, name);
        after = page.next;
        await yieldToLoop();
      } while (after !== undefined);
    }
  }

  /**
   * The payouts made to the caller (every seller, for an admin) in the range, oldest first, then
   * one row per seller of what is still due now (the price less the commission, less payouts).
   */
  private async *payouts(actor: Actor, range: ReportRange) {
    const name = this.namer();
    const docs =
      actor.role === 'admin'
        ? (await this.readModels.allSellerPayouts()).sort((a, b) => a.id.localeCompare(b.id))
        : [(await this.readModels.sellerPayouts(actor.id)) ?? null].filter((d) => d !== null);
    for (const doc of docs) {
      const seller = await name(doc.id);
      for (const p of doc.payouts)
        if (inRange(p.at, range))
          yield {
            date: date(p.at),
            seller,
            status: 'paid',
            amount: money(p.amount),
            reference: p.reference,
            paid_to: p.last4 ? `${p.bankName ?? ''} ●●●● ${p.last4}`.trim() : '',
            note: p.note,
          };
      yield {
        date: date(range.to),
        seller,
        status: 'due',
        amount: money(Math.max(0, doc.earned - doc.paidOut)),
        reference: '',
        paid_to: '',
        note: '',
      };
    }
  }

  /** Full names (the seller's own buyers), looked up once each. */
  private namer() {
    const known = new Map<string, string>();
    return async (id: string): Promise<string> => {
      const hit = known.get(id);
      if (hit !== undefined) return hit;
      const [n] = (await this.readModels.names([id])) as (UserNameDoc | undefined)[];
      const full = n ? `${n.first_name} ${n.last_name}`.trim() : id;
      known.set(id, full);
      return full;
    };
  }
}
