import { Inject, Injectable } from '@nestjs/common';
import type {
  EventData,
  LedgerEntryRecorded,
  LedgerTrialBalance,
  Position,
  RecordedEvent,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { centsToDollars } from '../../shared/money/index.js';
import { auditLedger } from '../domain/index.js';

const PAGE = 5_000;
type Entry = EventData<typeof LedgerEntryRecorded>;

/**
 * Every ledger entry ever recorded, folded from the log itself rather than a read model, so what
 * an auditor (and every test's closing check) sees is the ledger, not a copy that could drift.
 */
@Injectable()
export class TrialBalanceQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async trialBalance(): Promise<LedgerTrialBalance> {
    const audit = auditLedger(await this.entries());
    const accounts = Object.entries(audit.balances)
      .map(([key, balance]) => {
        const at = key.indexOf(':');
        return {
          kind: key.slice(0, at),
          owner: key.slice(at + 1),
          balance: centsToDollars(balance),
        };
      })
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.owner.localeCompare(b.owner));
    return {
      entries: audit.entries,
      debits: centsToDollars(audit.debits),
      credits: centsToDollars(audit.credits),
      balanced: audit.balanced,
      unbalanced: audit.unbalanced,
      repeated_keys: audit.repeatedKeys,
      accounts,
    };
  }

  private async entries(): Promise<Entry[]> {
    const found: Entry[] = [];
    let from: Position | undefined;
    for (;;) {
      const page: RecordedEvent[] = await this.store.readAll(from, PAGE);
      for (const e of page) if (e.type === 'LedgerEntryRecorded') found.push(e.data as Entry);
      if (page.length < PAGE) return found;
      from = page[page.length - 1]?.position;
    }
  }
}
