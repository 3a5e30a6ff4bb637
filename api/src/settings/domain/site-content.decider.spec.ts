import { describe, expect, it } from 'vitest';
import { decide, initialState, type SettingsCommand } from './settings.decider.js';
import { incrementRows } from './lot-settings.view.js';
import type { Cell } from './site-tables.columns.js';
import { admin, at, play, rejects, variable } from '../../../test/deciders/settings.given.js';

const band = (rowId: string, from: number, to: number | null, increment: number) => ({
  rowId,
  from,
  to,
  increment,
});
const replace = (...rows: ReturnType<typeof band>[]): SettingsCommand => ({
  type: 'ReplaceBidIncrements',
  rows,
  actor: admin,
  at,
});
const saveRow = (
  table: string,
  rowId: string,
  values: Record<string, Cell>,
  action: 'new' | 'edit' = 'new',
): SettingsCommand => ({
  type: 'SaveSiteTableRow',
  action,
  table,
  rowId,
  values: new Map(Object.entries(values)),
  actor: admin,
  at,
});

describe('Settings, as an admin edits them (issue 17)', () => {
  describe('replacing the whole increment table', () => {
    it('swaps every band at once, so moving an edge never passes through a gap', () => {
      const before = play(
        initialState(),
        replace(band('a', 0, 1000_00, 10_00), band('b', 1000_00, null, 25_00)),
      );
      const after = play(
        before,
        replace(band('a', 0, 500_00, 5_00), band('b', 500_00, null, 25_00)),
      );
      expect(incrementRows(after)).toEqual([
        { id: 'a', from: 0, to: 500_00, increment: 5_00 },
        { id: 'b', from: 500_00, to: null, increment: 25_00 },
      ]);
    });

    it('refuses a table whose first band does not start at 0', () => {
      expect(() => decide(replace(band('a', 1_00, null, 1_00)), initialState())).toThrowError(
        rejects('increment.table-not-from-zero'),
      );
    });

    it('refuses a gap between two bands, naming where it starts', () => {
      expect(() =>
        decide(replace(band('a', 0, 100_00, 1_00), band('b', 200_00, null, 5_00)), initialState()),
      ).toThrowError(
        expect.objectContaining({ code: 'increment.table-gap', params: { amount: 100_00 } }),
      );
    });

    it('refuses overlapping bands', () => {
      expect(() =>
        decide(replace(band('a', 0, 300_00, 1_00), band('b', 200_00, null, 5_00)), initialState()),
      ).toThrowError(rejects('increment.overlap'));
    });

    it('refuses a last band with an upper limit, and an empty table', () => {
      expect(() => decide(replace(band('a', 0, 100_00, 1_00)), initialState())).toThrowError(
        rejects('increment.table-not-open-ended'),
      );
      expect(() => decide(replace(), initialState())).toThrowError(
        rejects('increment.table-empty'),
      );
    });

    it('refuses a zero increment in any band', () => {
      expect(() =>
        decide(replace(band('a', 0, 100_00, 1_00), band('b', 100_00, null, 0)), initialState()),
      ).toThrowError(rejects('increment.not-positive'));
    });

    it('records nothing when the same table is sent again', () => {
      const table = [band('a', 0, 100_00, 1_00), band('b', 100_00, null, 5_00)];
      expect(decide(replace(...table), play(initialState(), replace(...table)))).toEqual([]);
    });
  });

  describe('configuration variables', () => {
    it.each(['__proto__', 'constructor', 'valueOf', 'toString', 'no_such_setting'])(
      'refuses the unknown name %s (never a prototype lookup)',
      (name) => {
        expect(() => decide(variable(name, '1'), initialState())).toThrowError(
          rejects('settings.unknown-variable'),
        );
      },
    );

    it('accepts the homepage texts and the country code, checked', () => {
      const s = play(
        initialState(),
        variable('homepage_title', 'Rough, fairly sold'),
        variable('country_code', '+32'),
      );
      expect(s.variables.get('country_code')).toBe('+32');
      expect(() => decide(variable('country_code', 'BE'), s)).toThrowError(
        rejects('settings.invalid-value'),
      );
    });
  });

  describe('the configuration tables', () => {
    const banner = {
      image: 'spring.webp',
      title: 'Spring tender',
      link: '/auction',
      button_label: 'Browse',
      color: '#1c3d5a',
    };

    it('adds a home banner, shown (active 1) unless it says otherwise', () => {
      const s = play(initialState(), saveRow('banners', 'b1', banner));
      expect(s.tables.get('banners')?.get('b1')).toEqual({ ...banner, active: 1 });
    });

    it('edits only the columns sent and keeps the others', () => {
      const s = play(
        initialState(),
        saveRow('banners', 'b1', banner),
        saveRow('banners', 'b1', { title: 'Autumn' }, 'edit'),
      );
      expect(s.tables.get('banners')?.get('b1')).toMatchObject({
        title: 'Autumn',
        image: 'spring.webp',
      });
    });

    it('refuses an unknown table, an unknown column, a missing required one and a bad link', () => {
      expect(() => decide(saveRow('users', 'x', { name: 'a' }), initialState())).toThrowError(
        rejects('site-table.not-found'),
      );
      for (const values of [
        // As a client's JSON arrives: `__proto__` as an own key.
        { ...(JSON.parse('{"__proto__":"x"}') as object), ...banner },
        { ...banner, onclick: 'x' },
        { title: 'no image' },
        { ...banner, link: 'javascript:alert(1)' },
        { ...banner, color: 'red' },
        { ...banner, active: 3 },
      ])
        expect(() => decide(saveRow('banners', 'b1', values), initialState())).toThrowError(
          rejects('site-table.invalid-column'),
        );
    });

    it('refuses to edit a row that does not exist, or add one twice', () => {
      expect(() =>
        decide(saveRow('faq', 'f1', { question: 'q' }, 'edit'), initialState()),
      ).toThrowError(rejects('site-row.not-found'));
      const s = play(initialState(), saveRow('faq', 'f1', { question: 'Q?', answer: 'A.' }));
      expect(() => decide(saveRow('faq', 'f1', { question: 'Q?', answer: 'B.' }), s)).toThrowError(
        rejects('site-row.already-exists'),
      );
    });

    it('sets several rows active at once, and deletes a row once', () => {
      const s = play(
        initialState(),
        saveRow('dropdown_data', 'd1', { name: 'shape', field: 'shape', label: 'Round' }),
        saveRow('dropdown_data', 'd2', { name: 'shape', field: 'shape', label: 'Pear' }),
        {
          type: 'SetSiteTableRowsActive',
          table: 'dropdown_data',
          rowIds: ['d1', 'd2'],
          active: 2,
          actor: admin,
          at,
        },
        { type: 'DeleteSiteTableRow', table: 'dropdown_data', rowId: 'd1', actor: admin, at },
      );
      expect([...(s.tables.get('dropdown_data')?.values() ?? [])]).toEqual([
        { name: 'shape', field: 'shape', label: 'Pear', active: 2 },
      ]);
      expect(
        decide(
          { type: 'DeleteSiteTableRow', table: 'dropdown_data', rowId: 'd1', actor: admin, at },
          s,
        ),
      ).toEqual([]);
    });
  });

  describe('the languages table (overlaying the bundled en, es, ar)', () => {
    const lang = (code: string, name: string, active = 1, direction = 'ltr') => ({
      code,
      name,
      direction,
      active,
    });

    it('adds a new language and hides Spanish (active 0 or 2)', () => {
      const s = play(
        initialState(),
        saveRow('languages', 'l1', lang('fr', 'Français')),
        saveRow('languages', 'l2', lang('es', 'Español', 0)),
        saveRow('languages', 'l2', { active: 2 }, 'edit'),
      );
      expect(s.tables.get('languages')?.get('l2')).toMatchObject({ code: 'es', active: 2 });
    });

    it('renames English but refuses to hide it, by a save or by a bulk action', () => {
      const s = play(initialState(), saveRow('languages', 'en', lang('en', 'English (UK)')));
      expect(s.tables.get('languages')?.get('en')).toMatchObject({ name: 'English (UK)' });
      for (const active of [0, 2])
        expect(() =>
          decide(saveRow('languages', 'x', lang('en', 'English', active)), initialState()),
        ).toThrowError(rejects('language.default-required'));
      expect(() =>
        decide(
          {
            type: 'SetSiteTableRowsActive',
            table: 'languages',
            rowIds: ['en'],
            active: 0,
            actor: admin,
            at,
          },
          s,
        ),
      ).toThrowError(rejects('language.default-required'));
    });

    it('refuses a second row for a code another row already sets', () => {
      const s = play(initialState(), saveRow('languages', 'l1', lang('fr', 'Français')));
      expect(() => decide(saveRow('languages', 'l2', lang('fr', 'French')), s)).toThrowError(
        expect.objectContaining({ code: 'language.code-taken', params: { code: 'fr' } }),
      );
    });

    it.each([['EN'], ['en-US'], ['f'], ['__proto__']])('refuses the code %s', (code) => {
      expect(() =>
        decide(saveRow('languages', 'l1', lang(code, 'X')), initialState()),
      ).toThrowError(
        expect.objectContaining({ code: 'site-table.invalid-column', params: { name: 'code' } }),
      );
    });

    it('refuses a direction other than ltr or rtl', () => {
      expect(() =>
        decide(saveRow('languages', 'l1', lang('he', 'עברית', 1, 'right')), initialState()),
      ).toThrowError(
        expect.objectContaining({
          code: 'site-table.invalid-column',
          params: { name: 'direction' },
        }),
      );
    });
  });

  describe('phrases and static pages', () => {
    it('overrides a translation, and an empty text removes the override', () => {
      const set = (text: string): SettingsCommand => ({
        type: 'SetPhrase',
        language: 'en',
        key: 'home:featured',
        text,
        actor: admin,
        at,
      });
      expect(play(initialState(), set('Featured stones')).phrases.get('en|home:featured')).toBe(
        'Featured stones',
      );
      expect(play(initialState(), set('Featured stones'), set('')).phrases.size).toBe(0);
    });

    it('keeps the latest version of a page per language, and ignores a repeated save', () => {
      const save = (html: string): SettingsCommand => ({
        type: 'SaveStaticPage',
        page: 'terms_of_use',
        language: 'es',
        title: 'Términos',
        html,
        actor: admin,
        at,
      });
      const s = play(initialState(), save('<p>v1</p>'), save('<p>v2</p>'));
      expect(s.pages.get('terms_of_use|es')?.html).toBe('<p>v2</p>');
      expect(decide(save('<p>v2</p>'), s)).toEqual([]);
    });

    it('is for admins only', () => {
      expect(() =>
        decide(
          {
            ...saveRow('faq', 'f1', { question: 'q', answer: 'a' }),
            actor: { id: 's', role: 'seller' },
          } as SettingsCommand,
          initialState(),
        ),
      ).toThrowError(rejects('settings.forbidden'));
    });
  });
});
