import { exportSellerReport } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SellerReportQuery } from '../seller-reports/seller-report.query.js';

/**
 * `seller/report/export` `{ type, from?, to? }`: the caller's whole report as CSV text in the
 * envelope (`{ records, filename }`); past its size bound a 413 points at `download`.
 */
@CommandController('seller', 'admin')
export class ExportSellerReportController {
  constructor(private readonly reports: SellerReportQuery) {}

  @CommandRoute(exportSellerReport)
  async export(@Call() { body: request, actor }: Call<typeof exportSellerReport>) {
    return success('Report', await this.reports.text(request, actor));
  }
}
