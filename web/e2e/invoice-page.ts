import type { Page } from 'playwright-core';
import { until } from './marketplace';

/**
 * Reloads /invoice/{id} (the page is already on it) until its status reads Paid: the payment is
 * settled by the server after the buyer's step (a gateway's return, an admin's mark), so the page
 * catches up only on a reload.
 */
export async function reloadUntilPaid(page: Page): Promise<void> {
  await until(
    async () => {
      await page.reload();
      await page.getByTestId('invoice-status').waitFor();
      return page.getByTestId('invoice-status').textContent();
    },
    (status) => status === 'Paid',
  );
}
