import type { SellerReportType } from '@facet/event-schemas';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import type { ReportRange } from './report-columns.js';

/** A report call's kind and days, as its route's fields read them (a date-only `to` is its next midnight). */
export interface ReportRequest {
  type: SellerReportType;
  from?: string | undefined;
  to?: string | undefined;
}

/** A report's kind and its half-open range: no bound means no limit; it must start before it ends. */
export function reportRequest({
  type,
  from = '1970-01-01T00:00:00.000Z',
  to = '9999-12-31T00:00:00.000Z',
}: ReportRequest): { type: SellerReportType; range: ReportRange } {
  if (from >= to)
    throw new HttpProblem(400, 'report.invalid-range', 'The report must start before it ends');
  return { type, range: { from, to } };
}

export const reportFileName = (type: SellerReportType, range: ReportRange): string =>
  `${type}-report-${range.from.slice(0, 10)}-${range.to.startsWith('9999') ? 'all' : range.to.slice(0, 10)}.csv`;
