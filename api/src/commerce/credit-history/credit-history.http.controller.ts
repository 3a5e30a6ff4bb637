import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { CreditHistoryRecord, CreditHistoryResponse } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageWindow } from '../../shared/http/paging.js';
import { readBody } from '../../shared/http/request-fields.js';
import { centsToDollars } from '../../shared/money/index.js';
import { WalletReader } from './wallet.reader.js';

const historyBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

/**
 * `credit/getCreditHistory`: the caller's wallet movements, newest first, with the balance and
 * the deposits held (one call serves the whole /wallet screen).
 */
@Controller('credit')
export class CreditHistoryController {
  constructor(private readonly wallets: WalletReader) {}

  @CommandRoute('getCreditHistory')
  @BodySchema(historyBody)
  async history(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(historyBody.shape));
    const { limit, from } = pageWindow(body);
    const wallet = await this.wallets.wallet(actor.id);
    const movements = wallet?.movements ?? [];
    const records = [...movements]
      .reverse()
      .slice(from, from + limit)
      .map((m): CreditHistoryRecord => ({
        id: m.id,
        amount: centsToDollars(m.amount),
        credit_notes: m.note,
        type: m.reason,
        project_id: m.lotId,
        created_at: m.at,
        balance: centsToDollars(m.balanceAfter),
      }));
    return success<CreditHistoryResponse>('Credit history', {
      records,
      totalRecords: movements.length,
      setDisp: `Showing ${records.length} of ${movements.length}`,
      balance: centsToDollars(wallet?.balance ?? 0),
      deposits_held: centsToDollars(wallet?.depositsHeld ?? 0),
    });
  }
}
