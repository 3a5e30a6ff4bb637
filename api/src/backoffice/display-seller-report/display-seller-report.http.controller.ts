import { displaySellerReport } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SellerReportQuery } from '../seller-reports/seller-report.query.js';

/** `seller/report/display` `{ type, from?, to?, limit?, page? }`: a page of the caller's report. */
@CommandController('seller', 'admin')
export class DisplaySellerReportController {
  constructor(private readonly reports: SellerReportQuery) {}

  @CommandRoute(displaySellerReport)
  async display(
    @Call() { body: { limit, page, ...request }, actor }: Call<typeof displaySellerReport>,
  ) {
    return success('Report', await this.reports.page(request, actor, { limit, page }));
  }
}
