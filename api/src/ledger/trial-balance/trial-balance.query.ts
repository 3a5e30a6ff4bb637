import { Injectable } from '@nestjs/common';
import type { LedgerTrialBalance } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import { auditLedger } from '../domain/index.js';
import { LedgerLogReader } from '../ledger-log/ledger-log.reader.js';

/** The trial balance of every ledger entry ever recorded, folded from the log. */
@Injectable()
export class TrialBalanceQuery {
  constructor(private readonly log: LedgerLogReader) {}

  async trialBalance(): Promise<LedgerTrialBalance> {
    const audit = auditLedger((await this.log.entries()).map((e) => e.data));
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
}
