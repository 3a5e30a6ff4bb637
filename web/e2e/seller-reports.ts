import type { Page } from 'playwright-core';
import { readDownload } from './browser';
import { parseCsv } from './csv';
import { until } from './marketplace';

/** The seller's sales report at /seller/reports, as the seller desk tests read it. */

/** The columns of the sales report's CSV, in order. */
export const SALES_REPORT_COLUMNS = [
  'date',
  'invoice',
  'lot_id',
  'lot',
  'buyer',
  'qty',
  'unit_price',
  'total',
];

/**
 * Opens the sales report and reloads it until it lists the lot (the invoice of a sale is raised
 * a moment after it); the cells of the rows on screen.
 */
export async function salesReportShown(page: Page, lotId: string): Promise<string[][]> {
  await page.goto('/seller/reports');
  const rows = page.locator('[data-testid="seller-report"] tbody tr');
  await until(
    async () => {
      await page.reload();
      await page.getByTestId('showing').waitFor();
      return (await rows.allTextContents()).join('\n');
    },
    (text) => text.includes(lotId),
  );
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
}

/** Downloads the report shown as a CSV: the file's name, its header and its records. */
export async function downloadSalesReport(page: Page) {
  const file = await readDownload(page, () => page.getByTestId('report-download').click());
  const [header, ...records] = parseCsv(file.text);
  return { name: file.name, header, records };
}
