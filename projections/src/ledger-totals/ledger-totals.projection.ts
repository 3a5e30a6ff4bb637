import { NO_DOCS, type Doc, type Projection } from '../runner/projection.js';

/** The ledger's running totals, in cents: what operators watch (debits must equal credits). */
export interface LedgerTotalsDoc extends Doc {
  id: string;
  debits: number;
  credits: number;
  entries: number;
}

/** The one document of the ledger-totals read model. */
export const LEDGER_TOTALS_ID = 'all';

/** Every ledger entry summed by side into one document (the metrics read it on each scrape). */
export const ledgerTotalsProjection: Projection<LedgerTotalsDoc> = {
  name: 'ledger-totals',
  version: 1,
  types: ['LedgerEntryRecorded'],
  route: (e) => (e.type === 'LedgerEntryRecorded' ? LEDGER_TOTALS_ID : NO_DOCS),
  evolve: (doc, e, id) => {
    if (e.type !== 'LedgerEntryRecorded') return undefined;
    const current = doc ?? { id, debits: 0, credits: 0, entries: 0 };
    let { debits, credits } = current;
    for (const line of e.data.lines)
      if (line.side === 'debit') debits += line.amount;
      else credits += line.amount;
    return { id, debits, credits, entries: current.entries + 1 };
  },
};
