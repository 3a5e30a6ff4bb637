import { z } from 'zod';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { type Cell, siteTables } from '../domain/index.js';

export const tableName = z.string({ error: 'Required' }).min(1).max(40);
export const rowValues = z.record(
  z.string().max(40),
  z.union([z.string().max(10_000), z.number().int().safe()]),
);

/** The table a client named, or a 400 that names it. */
export function knownTable(table: string): string {
  if (!siteTables.has(table))
    throw new HttpProblem(400, 'site-table.not-found', `Unknown table: ${table}`, {
      field: 'table',
    });
  return table;
}

/** Client values as a Map: a column name is looked up, never used as an object key. */
export const valuesOf = (values: Record<string, Cell> | undefined): ReadonlyMap<string, Cell> =>
  new Map(Object.entries(values ?? {}));
