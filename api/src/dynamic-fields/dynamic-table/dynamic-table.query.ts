import { Inject, Injectable } from '@nestjs/common';
import type { DynamicTablePage } from '@facet/event-schemas';
import {
  type DynamicTableDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import { notFound } from '../../shared/errors/http-problem.js';
import {
  listResponse,
  type PageRequest,
  pageOfRecords,
} from '../../shared/read-side/page-of-group.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';
import { tableRecord } from './dynamic-table.record.js';

/**
 * `dynamic/dynamicTable`: the admin's tables (few, by name), or one table's rows a page at a
 * time in the order they were added; columns as the dynamic fields are defined now.
 */
@Injectable()
export class DynamicTableQuery {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    private readonly fields: DynamicFieldsCommandBus,
  ) {}

  async page(tableId: string | undefined, paging: PageRequest): Promise<DynamicTablePage> {
    const fields = Object.values((await this.fields.current()).fields);
    const record = (doc: DynamicTableDoc) =>
      tableRecord({ ...doc, rowCount: doc.rows.length }, fields);
    if (tableId === undefined) {
      const docs = await this.store.all<DynamicTableDoc>(NS.dynamicTables);
      docs.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return { ...listResponse(pageOfRecords(docs, paging, record)), table: null };
    }
    const doc = await this.store.get<DynamicTableDoc>(NS.dynamicTables, tableId);
    if (!doc) throw notFound('Table not found', 'table.not-found');
    const rows = pageOfRecords(doc.rows, paging, (r) => ({ id: r.id, values: r.values }));
    return { ...listResponse(rows), table: record(doc) };
  }
}
