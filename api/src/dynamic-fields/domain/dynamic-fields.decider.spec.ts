import type { DynamicFieldRecord } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import {
  decide,
  type DynamicFieldsCommand,
  type DynamicFieldsState,
  evolve,
  fieldsOf,
  initialState,
  type SaveDynamicField,
} from './dynamic-fields.decider.js';
import { aDynamicField } from '../../../test/deciders/dynamic-field.given.js';
import { checkFieldValues, checkLotFieldValues } from './field-values.rules.js';

const admin: Actor = { id: 'admin', role: 'admin' };
const seller: Actor = { id: 'seller-1', role: 'seller' };
const at = '2026-03-01T09:00:00.000Z';
const rejects = (code: string) => expect.objectContaining({ code });
const play = (state: DynamicFieldsState, ...commands: DynamicFieldsCommand[]) =>
  commands.reduce((s, c) => decide(c, s).reduce(evolve, s), state);

const save = (fieldId: string, extra: Partial<SaveDynamicField> = {}): SaveDynamicField => ({
  type: 'SaveDynamicField',
  action: 'new',
  fieldId,
  view_page: 1,
  label: `Field ${fieldId}`,
  field_type: 'text',
  options: [],
  is_required: false,
  actor: admin,
  at,
  ...extra,
});
const status = (fieldId: string, active: 1 | 2): DynamicFieldsCommand => ({
  type: 'ChangeDynamicFieldStatus',
  fieldId,
  active,
  actor: admin,
  at,
});
const reorder = (fieldIds: string[], view_page: 1 | 2 = 1): DynamicFieldsCommand => ({
  type: 'ReorderDynamicFields',
  view_page,
  fieldIds,
  actor: admin,
  at,
});
const ids = (s: DynamicFieldsState, page: 1 | 2 = 1) => fieldsOf(s, page).map((f) => f.id);

describe('Dynamic fields', () => {
  describe('when an admin defines a field', () => {
    it('adds it active, at the end of its view_page', () => {
      const s = play(initialState(), save('a'), save('b'), save('c', { view_page: 2 }));
      expect(ids(s)).toEqual(['a', 'b']);
      expect(s.fields.b).toMatchObject({ order: 1, active: 1, is_required: 0 });
      expect(ids(s, 2)).toEqual(['c']);
    });

    it('refuses anyone but an admin (sellers only fill fields in)', () => {
      expect(() => decide(save('a', { actor: seller }), initialState())).toThrow(
        rejects('field.forbidden'),
      );
    });

    it('refuses a select without options', () => {
      expect(() => decide(save('a', { field_type: 'select' }), initialState())).toThrow(
        rejects('field.options-required'),
      );
    });

    it('keeps options for a select only', () => {
      const s = play(initialState(), save('a', { options: ['x'] }));
      expect(s.fields.a?.options).toEqual([]);
    });

    it('appends nothing when the same field is added again (a retried command)', () => {
      const s = play(initialState(), save('a'));
      expect(decide(save('a'), s)).toEqual([]);
    });

    it('refuses to add a different field under an existing id', () => {
      const s = play(initialState(), save('a'));
      expect(() => decide(save('a', { label: 'Other' }), s)).toThrow(
        rejects('field.already-exists'),
      );
    });
  });

  describe('when an admin edits a field', () => {
    it('changes its definition and keeps its place and status', () => {
      const s = play(
        initialState(),
        save('a'),
        save('b'),
        status('a', 2),
        save('a', { action: 'edit', label: 'Origin', is_required: true }),
      );
      expect(s.fields.a).toMatchObject({ label: 'Origin', is_required: 1, order: 0, active: 2 });
    });

    it('refuses to edit a field nobody added', () => {
      expect(() => decide(save('x', { action: 'edit' }), initialState())).toThrow(
        rejects('field.not-found'),
      );
    });
  });

  describe('when an admin deactivates a field', () => {
    it('marks it active 2 and a repeat appends nothing', () => {
      const s = play(initialState(), save('a'), status('a', 2));
      expect(s.fields.a?.active).toBe(2);
      expect(decide(status('a', 2), s)).toEqual([]);
    });
  });

  describe('when an admin reorders a page', () => {
    const three = () => play(initialState(), save('a'), save('b'), save('c'));

    it('puts the fields in the order given', () => {
      expect(ids(play(three(), reorder(['c', 'a', 'b'])))).toEqual(['c', 'a', 'b']);
    });

    it('refuses an order that leaves out a field of the page', () => {
      expect(() => decide(reorder(['c', 'a']), three())).toThrow(rejects('field.invalid-order'));
    });

    it('refuses an order naming a field twice', () => {
      expect(() => decide(reorder(['a', 'a', 'b']), three())).toThrow(
        rejects('field.invalid-order'),
      );
    });

    it('appends nothing when the order does not change', () => {
      expect(decide(reorder(['a', 'b', 'c']), three())).toEqual([]);
    });
  });
});

describe("A lot's dynamic field values", () => {
  it('refuses a blank required field with "Required!"', () => {
    expect(checkLotFieldValues([aDynamicField('a', { is_required: 1 })], { a: ' ' })).toEqual({
      ok: false,
      problem: { fieldId: 'a', label: 'Label a', message: 'Required!' },
    });
  });

  it('refuses a number field that is not a decimal with "invalid decimal"', () => {
    const r = checkLotFieldValues([aDynamicField('n', { field_type: 'number' })], { n: '1,5' });
    expect(r).toMatchObject({ ok: false, problem: { message: 'invalid decimal' } });
  });

  it('refuses a choice the select does not offer', () => {
    const r = checkLotFieldValues([aDynamicField('s', { field_type: 'select', options: ['A'] })], {
      s: 'B',
    });
    expect(r).toMatchObject({ ok: false, problem: { message: 'Invalid option' } });
  });

  it('treats an unticked required checkbox as missing', () => {
    const r = checkLotFieldValues(
      [aDynamicField('c', { field_type: 'checkbox', is_required: 1 })],
      {
        c: '0',
      },
    );
    expect(r).toMatchObject({ ok: false, problem: { message: 'Required!' } });
  });

  it('keeps only the values of active lot fields, trimmed', () => {
    const fields = [
      aDynamicField('a'),
      aDynamicField('off', { active: 2, is_required: 1 }),
      aDynamicField('u', { view_page: 2 }),
    ];
    expect(checkLotFieldValues(fields, { a: ' 7 ', off: 'x', u: 'y', stray: 'z' })).toEqual({
      ok: true,
      values: { a: '7' },
    });
  });
});

describe('Auction, user and template dynamic field values', () => {
  const field = (id: string, view_page: DynamicFieldRecord['view_page'], is_required: 0 | 1) =>
    aDynamicField(id, { view_page, is_required });
  const fields = [
    field('lot', 1, 1),
    field('venue', 2, 1),
    field('licence', 3, 1),
    field('terms', 4, 0),
  ];

  it.each([
    [2, 'venue'],
    [3, 'licence'],
  ] as const)('refuses a blank required field of view_page %s with "Required!"', (page, id) => {
    expect(checkFieldValues(page, fields, {})).toEqual({
      ok: false,
      problem: { fieldId: id, label: `Label ${id}`, message: 'Required!' },
    });
  });

  it("keeps only the page's own values: another page's required field is not asked for", () => {
    expect(checkFieldValues(4, fields, { terms: ' Net 30 ', venue: 'x', lot: 'y' })).toEqual({
      ok: true,
      values: { terms: 'Net 30' },
    });
  });
});
