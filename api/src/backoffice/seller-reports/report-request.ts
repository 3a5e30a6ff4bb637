import { sellerReportTypes, type SellerReportType } from '@facet/event-schemas';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { instantField, oneOf, type Body } from '../../shared/http/request-fields.js';
import type { ReportRange } from './report-columns.js';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `{ type, from?, to? }`: a date-only `to` includes that whole day; no bound means no limit. */
export function reportRequest(body: Body): { type: SellerReportType; range: ReportRange } {
  const type = oneOf(body, 'type', sellerReportTypes, 'sales');
  const from = instantField(body, 'from') ?? '1970-01-01T00:00:00.000Z';
  let to = instantField(body, 'to') ?? '9999-12-31T00:00:00.000Z';
  if (typeof body.to === 'string' && DATE_ONLY.test(body.to))
    to = new Date(Date.parse(to) + DAY_MS).toISOString();
  if (from >= to)
    throw new HttpProblem(400, 'report.invalid-range', 'The report must start before it ends');
  return { type, range: { from, to } };
}

export const reportFileName = (type: SellerReportType, range: ReportRange): string =>
  `${type}-report-${range.from.slice(0, 10)}-${range.to.startsWith('9999') ? 'all' : range.to.slice(0, 10)}.csv`;
