import { describe, expect, it } from 'vitest';
import { withPhrase, withTableRow } from './site-content.evolve.js';

const at = '2026-03-01T09:00:00.000Z';
const saved = (rowId: string, values: Record<string, string | number>) =>
  ({
    type: 'SiteTableRowSaved',
    data: { table: 'dropdown_data', rowId, values, changedBy: 'admin', at },
  }) as const;

describe("getDefault's tables and phrases", () => {
  it('serves a saved row with its id, and leaves a row with active 2 out (spec 3)', () => {
    const one = withTableRow(
      {},
      saved('d1', { name: 'shape', field: 'shape', label: 'Round', active: 1 }),
    );
    expect(one['dropdown_data']).toEqual([
      { id: 'd1', name: 'shape', field: 'shape', label: 'Round', active: 1 },
    ]);
    const excluded = withTableRow(
      one,
      saved('d1', { name: 'shape', field: 'shape', label: 'Round', active: 2 }),
    );
    expect(excluded['dropdown_data']).toEqual([]);
  });

  it('removes a deleted row', () => {
    const one = withTableRow({}, saved('d1', { name: 'x', active: 1 }));
    const gone = withTableRow(one, {
      type: 'SiteTableRowDeleted',
      data: { table: 'dropdown_data', rowId: 'd1', changedBy: 'admin', at },
    });
    expect(gone['dropdown_data']).toEqual([]);
  });

  it('keeps phrase overrides per language and drops one set to an empty text', () => {
    const p = withPhrase({}, { language: 'ar', key: 'home:featured', text: 'مختارات' });
    expect(p).toEqual({ ar: { 'home:featured': 'مختارات' } });
    expect(withPhrase(p, { language: 'ar', key: 'home:featured', text: '' })).toEqual({ ar: {} });
  });
});
