import { Controller, Inject } from '@nestjs/common';
import { BodySchema, emptyBody, ValidBody } from '../../security/body-schema.js';
import type {
  EventData,
  LedgerEntryRecorded,
  LedgerTrialBalance,
  Position,
  RecordedEvent,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';
import { auditLedger } from '../ledger/index.js';

const PAGE = 5_000;
type Entry = EventData<typeof LedgerEntryRecorded>;

/**
 * `admin/ledger/trialBalance` (admin): every ledger entry ever recorded, folded from the log
 * itself rather than a read model, so what an auditor (and every test's closing check) sees is
 * the ledger, not a copy that could drift.
 */
@Controller('admin/ledger')
export class LedgerAuditController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Roles('admin')
  @CommandRoute('trialBalance')
  @BodySchema(emptyBody)
  async trialBalance(@ValidBody() _body: unknown) {
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
    return success<LedgerTrialBalance>('Trial balance', {
      entries: audit.entries,
      debits: centsToDollars(audit.debits),
      credits: centsToDollars(audit.credits),
      balanced: audit.balanced,
      unbalanced: audit.unbalanced,
      repeated_keys: audit.repeatedKeys,
      accounts,
    });
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
