import { Injectable } from '@nestjs/common';
import type { CreditHistoryRecord, CreditHistoryResponse } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import { WalletReader } from './wallet.reader.js';

/** The buyer's wallet movements, newest first (one page), with the balance and deposits held. */
@Injectable()
export class CreditHistoryQuery {
  constructor(private readonly wallets: WalletReader) {}

  async of(buyerId: string, { page, limit }: { page: number; limit: number }) {
    const wallet = await this.wallets.wallet(buyerId);
    const movements = wallet?.movements ?? [];
    const records = [...movements]
      .reverse()
      .slice((page - 1) * limit, page * limit)
      .map((m): CreditHistoryRecord => ({
        id: m.id,
        amount: centsToDollars(m.amount),
        credit_notes: m.note,
        type: m.reason,
        project_id: m.lotId,
        created_at: m.at,
        balance: centsToDollars(m.balanceAfter),
      }));
    return {
      records,
      totalRecords: movements.length,
      setDisp: `Showing ${records.length} of ${movements.length}`,
      balance: centsToDollars(wallet?.balance ?? 0),
      deposits_held: centsToDollars(wallet?.depositsHeld ?? 0),
    } satisfies CreditHistoryResponse;
  }
}
