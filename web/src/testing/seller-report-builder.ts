import type { SellerReportPage, SellerReportRow } from '@facet/event-schemas';

/** A report page of one row, as `seller/report/display` answers it: the columns are the row's fields, in order. */
export const oneRowReport = (row: SellerReportRow): SellerReportPage => ({
  columns: Object.keys(row),
  records: [row],
  totalRecords: 1,
  setDisp: 'Showing 1 of 1',
});
