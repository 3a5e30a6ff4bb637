import { Injectable } from '@nestjs/common';
import type { LedgerAccount, LedgerEntryList, LedgerEntryRecord } from '@facet/event-schemas';
import { pageOfRecords } from '../../shared/read-side/page-of-group.js';
import { centsToDollars } from '../../shared/money/index.js';
import { LedgerLogReader, type LoggedEntry } from '../ledger-log/ledger-log.reader.js';

const signedFor = (e: LoggedEntry, account: LedgerAccount): number =>
  e.data.lines.reduce(
    (sum, l) =>
      l.account.kind === account.kind && l.account.owner === account.owner
        ? sum + (l.side === 'debit' ? l.amount : -l.amount)
        : sum,
    0,
  );

/**
 * The trial balance's drill-down: the entries touching one account, newest first, read from the
 * log as the trial balance is (both admin screens answer from the ledger itself, not a copy).
 */
@Injectable()
export class LedgerEntriesQuery {
  constructor(private readonly log: LedgerLogReader) {}

  async of(
    account: LedgerAccount,
    page: { page: number; limit: number },
  ): Promise<LedgerEntryList> {
    const touching = (await this.log.entries())
      .map((e) => ({ e, amount: signedFor(e, account) }))
      .filter(({ e }) =>
        e.data.lines.some(
          (l) => l.account.kind === account.kind && l.account.owner === account.owner,
        ),
      );
    const balance = touching.reduce((sum, t) => sum + t.amount, 0);
    const { records, totalRecords } = pageOfRecords(
      touching.reverse(),
      page,
      ({ e, amount }): LedgerEntryRecord => ({
        id: e.id,
        key: e.data.key,
        owner: e.data.buyerId,
        reason: e.data.reason,
        note: e.data.note,
        reference: e.data.reference ?? null,
        paid_to: e.data.paidTo
          ? { bank_name: e.data.paidTo.bankName, last4: e.data.paidTo.last4 }
          : null,
        lot_id: e.data.lotId ?? null,
        amount: centsToDollars(amount),
        recorded_by: e.data.recordedBy,
        created_at: e.data.at,
      }),
    );
    return {
      records,
      totalRecords,
      setDisp: `Showing ${records.length} of ${totalRecords}`,
      kind: account.kind,
      owner: account.owner,
      balance: centsToDollars(balance),
    };
  }
}
