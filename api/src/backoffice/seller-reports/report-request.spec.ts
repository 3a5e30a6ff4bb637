import { exportSellerReport } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { parseBody } from '../../shared/http/request-body.js';
import { reportFileName, reportRequest as fromRequest } from './report-request.js';
import { inRange } from './report-columns.js';

/** The body as the route's schema reads it, then as the report's kind and range. */
const reportRequest = (body: Record<string, unknown>) =>
  fromRequest(parseBody(exportSellerReport.request, body));

describe('A report request', () => {
  it('includes the whole of a date-only "to" day', () => {
    const { range } = reportRequest({ type: 'bids', from: '2030-01-01', to: '2030-01-31' });
    expect(range).toEqual({ from: '2030-01-01T00:00:00.000Z', to: '2030-02-01T00:00:00.000Z' });
    expect(inRange('2030-01-31T23:59:59.999Z', range)).toBe(true);
    expect(inRange('2030-02-01T00:00:00.000Z', range)).toBe(false);
  });

  it('defaults to the sales report over all time', () => {
    const { type, range } = reportRequest({});
    expect(type).toBe('sales');
    expect(inRange('1999-05-05T00:00:00.000Z', range)).toBe(true);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => reportRequest({ from: '2030-02-01', to: '2030-01-01' })).toThrow(HttpProblem);
  });

  it('refuses an unknown report type', () => {
    expect(() => reportRequest({ type: 'payroll' })).toThrow(HttpProblem);
  });

  it('names the file after the type and the days it covers', () => {
    const { type, range } = reportRequest({ type: 'sales', from: '2030-01-01', to: '2030-01-31' });
    expect(reportFileName(type, range)).toBe('sales-report-2030-01-01-2030-02-01.csv');
  });
});
