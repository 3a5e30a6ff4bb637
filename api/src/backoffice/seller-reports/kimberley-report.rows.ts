import type { SellerReportRow } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import { formatWeight } from '../../shared/money/index.js';
import { reportDate as date, reportMoney as money } from './report-cells.js';
import { inRange, type ReportRange } from './report-columns.js';

/**
 * Issue 30, the admin's Kimberley Process record: a lot belongs to the period when its certificate
 * was received in it or it was sold in it (a KP record keeper books both imports and sales).
 */
export const inKimberleyPeriod = (card: LotCardDoc, range: ReportRange): boolean =>
  !!card.kimberley_process?.certificate &&
  ((card.kp_received_at !== undefined && inRange(card.kp_received_at, range)) ||
    (card.sold_at !== undefined && inRange(card.sold_at, range)));

/**
 * One row per certificate and the parcel under it: the papers, when they were received, the lot
 * and its seller, then the sale when it happened before the period's end (blank while unsold).
 */
export async function kimberleyRow(
  card: LotCardDoc,
  range: ReportRange,
  name: (id: string) => Promise<string>,
): Promise<SellerReportRow> {
  const kp = card.kimberley_process ?? {};
  const sold =
    card.sold_at !== undefined && card.sold_at < range.to && card.buynowed !== null
      ? {
          buyer: await name(card.buynowed),
          sale_date: date(card.sold_at),
          amount: money(card.buynowamount ?? 0, card.pricing),
          weight: formatWeight(card.weight),
        }
      : { buyer: '', sale_date: '', amount: '', weight: '' };
  return {
    certificate: kp.certificate ?? '',
    origin_country: kp.origin_country ?? '',
    exporting_authority: kp.exporting_authority ?? '',
    received: card.kp_received_at ? date(card.kp_received_at) : '',
    lot_id: card.id,
    lot: card.title,
    seller: await name(card.sellerId),
    ...sold,
  };
}
