import { Readable } from 'node:stream';
import { Controller, Res } from '@nestjs/common';
import { downloadSellerReport, type RequestOf } from '@facet/event-schemas';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SellerReportQuery } from '../seller-reports/seller-report.query.js';

/** `seller/report/download` `{ type, from?, to? }`: the caller's whole report as a CSV file. */
@Controller()
@Roles('seller', 'admin')
export class DownloadSellerReportController {
  constructor(private readonly reports: SellerReportQuery) {}

  @CommandRoute(downloadSellerReport)
  async download(
    @ValidBody() request: RequestOf<typeof downloadSellerReport>,
    @CurrentActor() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { chunks, filename } = this.reports.csv(request, actor);
    // Backpressure: the stream pulls the next chunk only once the socket took the last one.
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks));
  }
}
