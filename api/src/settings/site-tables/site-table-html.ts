import { sanitizeHtml } from '../../shared/html/html-sanitiser.js';
import { type Cell, htmlColumns, siteTables } from '../domain/index.js';

/**
 * A row's HTML columns (a banner's description, a mail template) cleaned by the one sanitiser
 * before the row is saved, so they are stored clean; a mail template's `{{placeholders}}` stay.
 */
export function sanitiseHtmlColumns(table: string, values: Map<string, Cell>): void {
  const columns = siteTables.get(table);
  if (!columns) return;
  for (const name of htmlColumns(columns)) {
    const value = values.get(name);
    if (typeof value === 'string') values.set(name, sanitizeHtml(value));
  }
}
