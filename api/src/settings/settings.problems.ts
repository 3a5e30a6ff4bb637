import { HttpProblem } from '../shared/errors/http-problem.js';
import { siteTables } from './domain/index.js';

/** A setting name nobody defined is the client's mistake: 400, naming it. */
export const unknownVariable = (name: string): HttpProblem =>
  new HttpProblem(400, 'settings.unknown-variable', `Unknown setting: ${name.slice(0, 128)}`, {
    field: 'name',
  });

/** The table a client named, or a 400 that names it. */
export function knownTable(table: string): string {
  if (!siteTables.has(table))
    throw new HttpProblem(400, 'site-table.not-found', `Unknown table: ${table}`, {
      field: 'table',
    });
  return table;
}
