import { Readable } from 'node:stream';
import { Controller, Res } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { SellerReportExport, SellerReportPage, SellerReportRow } from '@facet/event-schemas';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { readBody } from '../../shared/http/request-fields.js';
import { CSV_CHUNK_ROWS, csvChunks, yieldToLoop } from './csv-stream.js';
import { REPORT_COLUMNS } from './report-columns.js';
import { reportFileName, reportRequest } from './report-request.js';
import { SellerReportSource } from './seller-report.source.js';

/**
 * The JSON `export` must hold its CSV text whole (the spec's `{ records, filename }`): it stops at
 * this size and answers 413 pointing at `download`, which streams any size.
 */
export const MAX_EXPORT_BYTES = 8 * 1024 * 1024;

const displayBody = handParsedBody({
  type: ['string', 'The kind of rows'],
  from: ['instant', 'The first day (ISO 8601 date)'],
  to: ['instant', 'The last day (ISO 8601 date)'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

const downloadBody = handParsedBody({
  type: ['string', 'The kind of rows'],
  from: ['instant', 'The first day (ISO 8601 date)'],
  to: ['instant', 'The last day (ISO 8601 date)'],
});

const exportBody = handParsedBody({
  type: ['string', 'The kind of rows'],
  from: ['instant', 'The first day (ISO 8601 date)'],
  to: ['instant', 'The last day (ISO 8601 date)'],
});

/** `seller/report/{display,download,export}` `{ type, from?, to? }`: the caller's own data only. */
@Controller('seller/report')
@Roles('seller', 'admin')
export class SellerReportsController {
  constructor(private readonly source: SellerReportSource) {}

  @CommandRoute('display')
  @BodySchema(displayBody)
  async display(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(displayBody.shape));
    const { type, range } = reportRequest(body);
    const { limit, page } = pageRequest(body);
    const start = (page - 1) * limit;
    const records: SellerReportRow[] = [];
    let total = 0;
    // Counts every row but keeps only the page's.
    for await (const row of this.source.rows(type, actor, range)) {
      if (total >= start && total < start + limit) records.push(row);
      if (++total % CSV_CHUNK_ROWS === 0) await yieldToLoop();
    }
    return success<SellerReportPage>('Report', {
      columns: [...REPORT_COLUMNS[type]],
      records,
      totalRecords: total,
      setDisp: `Showing ${records.length} of ${total}`,
    });
  }

  @CommandRoute('download')
  @BodySchema(downloadBody)
  async download(
    @ValidBody() raw: unknown,
    @CurrentActor() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { type, range } = reportRequest(readBody(raw, Object.keys(downloadBody.shape)));
    const chunks = csvChunks(REPORT_COLUMNS[type], this.source.rows(type, actor, range));
    // Backpressure: the stream pulls the next chunk only once the socket took the last one.
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportFileName(type, range)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks));
  }

  @CommandRoute('export')
  @BodySchema(exportBody)
  async export(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const { type, range } = reportRequest(readBody(raw, Object.keys(exportBody.shape)));
    const parts: string[] = [];
    let size = 0;
    for await (const chunk of csvChunks(
      REPORT_COLUMNS[type],
      this.source.rows(type, actor, range),
    )) {
      size += Buffer.byteLength(chunk);
      if (size > MAX_EXPORT_BYTES)
        throw new HttpProblem(
          413,
          'report.too-large',
          'This report is too large to export: use Download CSV',
        );
      parts.push(chunk);
    }
    return success<SellerReportExport>('Report', {
      records: parts.join(''),
      filename: reportFileName(type, range),
    });
  }
}
