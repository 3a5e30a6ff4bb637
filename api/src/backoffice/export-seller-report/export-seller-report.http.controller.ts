import { Controller } from '@nestjs/common';
import { exportSellerReport, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerReportQuery } from '../seller-reports/seller-report.query.js';

/**
 * `seller/report/export` `{ type, from?, to? }`: the caller's whole report as CSV text in the
 * envelope (`{ records, filename }`); past its size bound a 413 points at `download`.
 */
@Controller()
@Roles('seller', 'admin')
export class ExportSellerReportController {
  constructor(private readonly reports: SellerReportQuery) {}

  @CommandRoute(exportSellerReport)
  async export(
    @ValidBody() request: RequestOf<typeof exportSellerReport>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof exportSellerReport>> {
    return success('Report', await this.reports.text(request, actor));
  }
}
