import { Injectable } from '@nestjs/common';
import type { SellerReportExport, SellerReportPage, SellerReportRow } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import type { PageRequest } from '../../shared/read-side/page-of-group.js';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import { CSV_CHUNK_ROWS, csvChunks, yieldToLoop } from './csv-stream.js';
import { REPORT_COLUMNS } from './report-columns.js';
import { reportFileName, reportRequest, type ReportRequest } from './report-request.js';
import { SellerReportSource } from './seller-report.source.js';

/**
 * The JSON `export` must hold its CSV text whole (the spec's `{ records, filename }`): it stops at
 * this size and answers 413 pointing at `download`, which streams any size.
 */
export const MAX_EXPORT_BYTES = 8 * 1024 * 1024;

/** A seller's report (an admin: every seller's) on screen, as a CSV stream, or as CSV text. */
@Injectable()
export class SellerReportQuery {
  constructor(private readonly source: SellerReportSource) {}

  /** One page of rows: every row is counted, only the page's kept. */
  async page(request: ReportRequest, actor: Actor, { page, limit }: PageRequest) {
    const { type, range } = reportRequest(request);
    const start = (page - 1) * limit;
    const records: SellerReportRow[] = [];
    let total = 0;
    for await (const row of this.source.rows(type, actor, range)) {
      if (total >= start && total < start + limit) records.push(row);
      if (++total % CSV_CHUNK_ROWS === 0) await yieldToLoop();
    }
    const list = listResponse({ records, totalRecords: total });
    // eslint-disable-next-line no-restricted-syntax -- a report type the route accepts (oneOf)
    return { columns: [...REPORT_COLUMNS[type]], ...list } satisfies SellerReportPage;
  }

  /** The whole report as CSV chunks, pulled as they are written, and its file name. */
  csv(request: ReportRequest, actor: Actor) {
    const { type, range } = reportRequest(request);
    // eslint-disable-next-line no-restricted-syntax -- a report type the route accepts (oneOf)
    const chunks = csvChunks(REPORT_COLUMNS[type], this.source.rows(type, actor, range));
    return { chunks, filename: reportFileName(type, range) };
  }

  /** The whole report as CSV text, refused (413) past `MAX_EXPORT_BYTES`. */
  async text(request: ReportRequest, actor: Actor): Promise<SellerReportExport> {
    const { chunks, filename } = this.csv(request, actor);
    const parts: string[] = [];
    let size = 0;
    for await (const chunk of chunks) {
      size += Buffer.byteLength(chunk);
      if (size > MAX_EXPORT_BYTES)
        throw new HttpProblem(
          413,
          'report.too-large',
          'This report is too large to export: use Download CSV',
        );
      parts.push(chunk);
    }
    return { records: parts.join(''), filename };
  }
}
