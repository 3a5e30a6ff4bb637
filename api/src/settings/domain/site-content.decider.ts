import type { SettingsEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import type { SettingsCommand } from './settings.commands.js';
import { pageKey, phraseKey, type SettingsState } from './settings.state.js';
import { checkLanguageRow } from './language-rows.rules.js';
import { columnFault, siteTables } from './site-tables.columns.js';

type SiteContentCommand = Extract<
  SettingsCommand,
  {
    type:
      | 'SaveSiteTableRow'
      | 'DeleteSiteTableRow'
      | 'SetSiteTableRowsActive'
      | 'SetPhrase'
      | 'SaveStaticPage';
  }
>;

const sameValues = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([k, v]) => Object.hasOwn(b, k) && b[k] === v);

/** The configuration tables, phrases and static pages (admin only, checked by the caller). */
export function decideSiteContent(
  command: SiteContentCommand,
  state: SettingsState,
  changedBy: string,
): SettingsEvent[] {
  const { at } = command;
  switch (command.type) {
    case 'SaveSiteTableRow': {
      const { table, rowId } = command;
      const columns = siteTables.get(table);
      if (!columns) return reject('site-table.not-found', { table });
      const existing = state.tables.get(table)?.get(rowId);
      if (command.action === 'new' && existing) reject('site-row.already-exists');
      if (command.action === 'edit' && !existing) reject('site-row.not-found');
      // An edit sends the columns it changes; a new row is shown unless it says otherwise.
      const merged = new Map(Object.entries(existing ?? { active: 1 }));
      for (const [k, v] of command.values) merged.set(k, v);
      const fault = columnFault(columns, merged);
      if (fault !== null) reject('site-table.invalid-column', { name: fault });
      if (table === 'languages') checkLanguageRow(state.tables.get(table), rowId, merged);
      const values = Object.fromEntries(merged);
      if (existing && sameValues(existing, values)) return [];
      return [{ type: 'SiteTableRowSaved', data: { table, rowId, values, changedBy, at } }];
    }
    case 'DeleteSiteTableRow': {
      if (!siteTables.has(command.table)) reject('site-table.not-found', { table: command.table });
      if (!state.tables.get(command.table)?.has(command.rowId)) return [];
      const { table, rowId } = command;
      return [{ type: 'SiteTableRowDeleted', data: { table, rowId, changedBy, at } }];
    }
    case 'SetSiteTableRowsActive': {
      const { table, active } = command;
      if (!siteTables.has(table)) reject('site-table.not-found', { table });
      const rows = state.tables.get(table) ?? new Map();
      if (command.rowIds.some((id) => !rows.has(id))) reject('site-row.not-found');
      if (table === 'languages')
        for (const rowId of command.rowIds)
          checkLanguageRow(rows, rowId, new Map(Object.entries({ ...rows.get(rowId), active })));
      return command.rowIds
        .filter((rowId) => rows.get(rowId)?.['active'] !== active)
        .map((rowId) => ({
          type: 'SiteTableRowSaved' as const,
          data: { table, rowId, values: { ...rows.get(rowId), active }, changedBy, at },
        }));
    }
    case 'SetPhrase': {
      const { language, key, text } = command;
      if ((state.phrases.get(phraseKey(language, key)) ?? '') === text) return [];
      return [{ type: 'PhraseSet', data: { language, key, text, changedBy, at } }];
    }
    case 'SaveStaticPage': {
      const { page, language, title, html } = command;
      const old = state.pages.get(pageKey(page, language));
      if (old && old.title === title && old.html === html) return [];
      return [{ type: 'StaticPageSaved', data: { page, language, title, html, changedBy, at } }];
    }
  }
}
