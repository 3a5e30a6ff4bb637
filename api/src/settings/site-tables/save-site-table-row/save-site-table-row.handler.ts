import { Injectable } from '@nestjs/common';
import type { SiteTableRowAnswer } from '@facet/event-schemas';
import type { Actor } from '../../../shared/auth/actor.js';
import { judgePlace } from '../../../addresses/domain/address.rules.js';
import { placeBook } from '../../../addresses/places/place-book.js';
import { reject } from '../../../shared/domain/domain-rejection.js';
import { badRequest } from '../../../shared/errors/http-problem.js';
import { newId } from '../../../shared/ids/ids.js';
import type { Cell } from '../../domain/index.js';
import type { SettingsCommandInput } from '../../settings-bus/settings-command-bus.js';
import { SettingsCommandBus } from '../../settings-bus/settings-command-bus.js';
import { knownTable } from '../../settings.problems.js';
import { sanitiseHtmlColumns } from '../site-table-html.js';

export interface SiteTableRowChange {
  table: string;
  action: 'new' | 'edit' | 'delete';
  /** The server's id for a new row unless the client chose one; required to edit or delete. */
  id?: string | undefined;
  /** The columns sent: a new row's, or merged over the row edited. */
  values?: Record<string, Cell> | undefined;
  commandId?: string | undefined;
}

/** A configuration table's row added, edited or deleted (admin), answered as it now is. */
@Injectable()
export class SaveSiteTableRowHandler {
  constructor(private readonly settings: SettingsCommandBus) {}

  async execute(change: SiteTableRowChange, actor: Actor): Promise<SiteTableRowAnswer> {
    const table = knownTable(change.table);
    if (change.action !== 'new' && !change.id)
      throw badRequest('Required', 'request.invalid-field', { field: 'id' });
    const rowId = change.id ?? newId();
    // A column name is looked up in a Map, never used as an object key.
    const values = new Map(Object.entries(change.values ?? {}));
    sanitiseHtmlColumns(table, values);
    if (table === 'locations' && change.action !== 'delete') await this.checkPlace(rowId, values);
    const command: SettingsCommandInput =
      change.action === 'delete'
        ? { type: 'DeleteSiteTableRow', table, rowId }
        : { type: 'SaveSiteTableRow', action: change.action, table, rowId, values };
    const { state } = await this.settings.change(command, actor, change.commandId);
    const row = state.tables.get(table)?.get(rowId);
    return { id: rowId, item: row ? { ...row, id: rowId } : null };
  }

  /**
   * A location's country, state and city (ADDR-6), as the row will be: none of them (a location
   * named only), or all three, the state the country's and the city the state's.
   */
  private async checkPlace(rowId: string, values: ReadonlyMap<string, Cell>): Promise<void> {
    if (!PLACE_COLUMNS.some((c) => values.has(c))) return;
    const existing = (await this.settings.current()).tables.get('locations')?.get(rowId) ?? {};
    const place = (c: (typeof PLACE_COLUMNS)[number]) => String(values.get(c) ?? existing[c] ?? '');
    const given = PLACE_COLUMNS.filter((c) => place(c) !== '');
    if (given.length === 0) return;
    const missing = PLACE_COLUMNS.find((c) => place(c) === '');
    if (missing) throw badRequest('Required', 'request.invalid-field', { field: missing });
    const verdict = judgePlace(
      { country: place('country'), state: place('state'), city: place('city') },
      await placeBook(),
    );
    if (!verdict.valid) reject('location.unknown-place', { reason: verdict.reasons.join('; ') });
  }
}

const PLACE_COLUMNS = ['country', 'state', 'city'] as const;
