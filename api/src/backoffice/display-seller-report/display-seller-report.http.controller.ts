import { Controller } from '@nestjs/common';
import { displaySellerReport, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerReportQuery } from '../seller-reports/seller-report.query.js';

/** `seller/report/display` `{ type, from?, to?, limit?, page? }`: a page of the caller's report. */
@Controller()
@Roles('seller', 'admin')
export class DisplaySellerReportController {
  constructor(private readonly reports: SellerReportQuery) {}

  @CommandRoute(displaySellerReport)
  async display(
    @ValidBody() { limit, page, ...request }: RequestOf<typeof displaySellerReport>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof displaySellerReport>> {
    return success('Report', await this.reports.page(request, actor, { limit, page }));
  }
}
