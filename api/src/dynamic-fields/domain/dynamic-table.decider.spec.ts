import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import {
  decide,
  type DynamicTableCommand,
  type DynamicTableState,
  evolve,
  initialState,
  type SaveDynamicTableRow,
} from './dynamic-table.decider.js';
import { aDynamicField } from '../../../test/deciders/dynamic-field.given.js';

const admin: Actor = { id: 'admin', role: 'admin' };
const seller: Actor = { id: 'seller-1', role: 'seller' };
const at = '2026-03-01T09:00:00.000Z';
const fields = [
  aDynamicField('sieve', { label: 'Sieve', is_required: 1 }),
  aDynamicField('mm', { label: 'Size mm', field_type: 'number' }),
  aDynamicField('grade', { label: 'Grade', field_type: 'select', options: ['D', 'E'] }),
];
const rejects = (code: string) => expect.objectContaining({ code });
const play = (state: DynamicTableState, ...commands: DynamicTableCommand[]) =>
  commands.reduce((s, c) => decide(c, s).reduce(evolve, s), state);

const create = (columns = ['sieve', 'mm', 'grade'], name = 'Sieve sizes'): DynamicTableCommand => ({
  type: 'SaveDynamicTable',
  action: 'new',
  tableId: 't1',
  name,
  columns,
  fields,
  actor: admin,
  at,
});
const row = (
  rowId: string,
  values: Record<string, string>,
  extra: Partial<SaveDynamicTableRow> = {},
): DynamicTableCommand => ({
  type: 'SaveDynamicTableRow',
  action: 'new',
  tableId: 't1',
  rowId,
  values,
  fields,
  actor: admin,
  at,
  ...extra,
});
const drop = (): DynamicTableCommand => ({
  type: 'DeleteDynamicTable',
  tableId: 't1',
  actor: admin,
  at,
});
const dropRow = (rowId: string): DynamicTableCommand => ({
  type: 'DeleteDynamicTableRow',
  tableId: 't1',
  rowId,
  actor: admin,
  at,
});
const table = () => play(initialState(), create());

describe('Dynamic tables', () => {
  describe('given no table, when an admin creates one', () => {
    it('DTB-2: then it has the named fields as columns, in order', () => {
      const events = decide(create(['mm', 'sieve']), initialState());
      expect(events).toEqual([
        {
          type: 'DynamicTableCreated',
          data: {
            tableId: 't1',
            name: 'Sieve sizes',
            columns: ['mm', 'sieve'],
            changedBy: 'admin',
            at,
          },
        },
      ]);
    });

    it('DTB-2: then a column that is not a dynamic field is refused', () => {
      expect(() => decide(create(['sieve', 'carat']), initialState())).toThrow(
        rejects('table.unknown-column'),
      );
    });

    it('DTB-1: then anyone but an admin is refused', () => {
      expect(() => decide({ ...create(), actor: seller }, initialState())).toThrow(
        rejects('table.forbidden'),
      );
    });
  });

  describe('given a table', () => {
    it('DTB-3: when the same create comes again, then nothing changes', () => {
      expect(decide(create(), table())).toEqual([]);
    });

    it('DTB-3: when another create names its id, then it is refused', () => {
      expect(() => decide(create(['mm'], 'Other'), table())).toThrow(
        rejects('table.already-exists'),
      );
    });

    it('when the admin renames it and drops a column, then it is edited', () => {
      const s = play(table(), {
        ...create(['sieve'], 'Sieves'),
        action: 'edit',
      } as DynamicTableCommand);
      expect(s).toMatchObject({ name: 'Sieves', columns: ['sieve'], status: 'live' });
    });

    it('DTB-5: when a row is added, then its values are kept by column, other fields dropped', () => {
      const s = play(table(), row('r1', { sieve: ' +11 ', mm: '1.5', grade: 'D', other: 'x' }));
      expect(s.rows).toEqual({ r1: { sieve: '+11', mm: '1.5', grade: 'D' } });
    });

    it("DTB-5: when a required column is blank, then it is refused with '<label>: Required!'", () => {
      expect(() => decide(row('r1', { mm: '2' }), table())).toThrow(
        expect.objectContaining({
          code: 'table.invalid-value',
          params: expect.objectContaining({ label: 'Sieve', problem: 'Required!' }),
        }),
      );
    });

    it('DTB-5: when a number column is not a decimal, or a select not an option, then it is refused', () => {
      expect(() => decide(row('r1', { sieve: '+11', mm: 'big' }), table())).toThrow(
        expect.objectContaining({
          params: expect.objectContaining({ problem: 'invalid decimal' }),
        }),
      );
      expect(() => decide(row('r1', { sieve: '+11', grade: 'Z' }), table())).toThrow(
        expect.objectContaining({ params: expect.objectContaining({ problem: 'Invalid option' }) }),
      );
    });

    it('DTB-5: when a column is hidden, then it is not asked for', () => {
      const hidden = fields.map((f) => (f.id === 'sieve' ? { ...f, active: 2 as const } : f));
      const s = play(table(), row('r1', { mm: '3' }, { fields: hidden }));
      expect(s.rows.r1).toEqual({ mm: '3' });
    });

    it('DTB-3: when the same row is sent again, then nothing changes', () => {
      const s = play(table(), row('r1', { sieve: '+11' }));
      expect(decide(row('r1', { sieve: '+11' }), s)).toEqual([]);
    });

    it('DTB-6: when a row is edited or deleted, then it changes; an unknown row is refused', () => {
      let s = play(table(), row('r1', { sieve: '+11' }), row('r2', { sieve: '+9' }));
      s = play(s, row('r1', { sieve: '+12' }, { action: 'edit' }), dropRow('r2'));
      expect(s.rows).toEqual({ r1: { sieve: '+12' } });
      expect(() => decide(dropRow('r2'), s)).toThrow(rejects('table.row-not-found'));
      expect(() => decide(row('r9', { sieve: '1' }, { action: 'edit' }), s)).toThrow(
        rejects('table.row-not-found'),
      );
    });
  });

  describe('given a deleted table', () => {
    const deleted = () => play(table(), drop());

    it('DTB-4: when rows are added or it is edited or deleted again, then it is not found', () => {
      expect(() => decide(row('r1', { sieve: '1' }), deleted())).toThrow(
        rejects('table.not-found'),
      );
      expect(() => decide(drop(), deleted())).toThrow(rejects('table.not-found'));
      expect(() =>
        decide({ ...create(), action: 'edit' } as DynamicTableCommand, deleted()),
      ).toThrow(rejects('table.not-found'));
    });

    it('DTB-7: when a table is created under its id, then it is refused', () => {
      expect(() => decide(create(), deleted())).toThrow(rejects('table.already-exists'));
    });
  });

  it('DTB-4: given no table, when a row is added, then the table is not found', () => {
    expect(() => decide(row('r1', { sieve: '1' }), initialState())).toThrow(
      rejects('table.not-found'),
    );
  });
});
