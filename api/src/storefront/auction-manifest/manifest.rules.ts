import type { ManifestAnswer, ManifestRow } from '@facet/event-schemas';
import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';
import { csvLine } from '../../backoffice/seller-reports/csv.rules.js';
import { pointsToDecimalString } from '../../shared/money/index.js';

/**
 * An auction's manifest (MAN-1..MAN-4), pure:
 * MAN-1 only the auction's active lots are listed (a removed or withdrawn lot is not on it);
 * MAN-2 in lot-number order, numbers compared as numbers ("2" before "10");
 * MAN-3 weights are stored in integer points and served in carats; totals are summed in points;
 * MAN-4 the CSV holds the same rows and a totals line, cells made safe for spreadsheets.
 */

const byLotNumber = (a: LotCardDoc, b: LotCardDoc) =>
  a.auction_lot.localeCompare(b.auction_lot, 'en', { numeric: true }) || (a.id < b.id ? -1 : 1);

const carats = (points: number) => points / 100;

const toRow = (lot: LotCardDoc): ManifestRow => ({
  id: lot.id,
  auction_lot: lot.auction_lot,
  title: lot.title,
  weight: carats(lot.weight),
  total_stones: lot.total_stones,
  average_size: lot.average_size === null ? null : carats(lot.average_size),
  qty: lot.qty,
  auctiontype: lot.auctiontype,
  market_status: lot.market_status,
});

const HEADER = ['Lot', 'Title', 'Weight (ct)', 'Stones', 'Average size (ct)', 'Quantity', 'Type'];

export function manifestOf(
  auction: Pick<AuctionCardDoc, 'id' | 'title' | 'date_closed'>,
  lots: readonly LotCardDoc[],
): ManifestAnswer {
  const listed = lots
    .filter((l) => l.auctionid === auction.id && l.status === 'active')
    .sort(byLotNumber);
  const weightPoints = listed.reduce((n, l) => n + l.weight, 0);
  const stones = listed.reduce((n, l) => n + l.total_stones, 0);
  const records = listed.map(toRow);
  // The CSV's weights are written from the integer points, never from the carats served as JSON.
  const lines = records.map((r, i) =>
    csvLine([
      r.auction_lot,
      r.title,
      pointsToDecimalString(listed[i]!.weight),
      r.total_stones,
      listed[i]!.average_size === null ? '' : pointsToDecimalString(listed[i]!.average_size!),
      r.qty,
      r.auctiontype,
    ]),
  );
  const totals = csvLine([
    'Total',
    `${records.length} lots`,
    pointsToDecimalString(weightPoints),
    stones,
  ]);
  return {
    auction: { id: auction.id, title: auction.title, date_closed: auction.date_closed },
    records,
    totalRecords: records.length,
    totals: { lots: records.length, weight: carats(weightPoints), total_stones: stones },
    csv: csvLine(HEADER) + lines.join('') + totals,
    filename: `manifest-${auction.id}.csv`,
  };
}
