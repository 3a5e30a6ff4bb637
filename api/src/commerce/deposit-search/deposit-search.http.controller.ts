import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { DepositDetail, DepositList, DepositStatus } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageWindow } from '../../shared/http/paging.js';
import { oneOf, readBody, requiredText } from '../../shared/http/request-fields.js';
import { depositDetail, depositRecord } from './deposit.query.js';
import { DepositReader } from './deposit.reader.js';

/** /deposits/:action filters the list: all, held, applied, or given back (released or refunded). */
const actions = ['all', 'held', 'applied', 'released'] as const;
const statusesOf: Record<(typeof actions)[number], readonly DepositStatus[] | null> = {
  all: null,
  held: ['held'],
  applied: ['applied'],
  released: ['released', 'refunded'],
};

const depositBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  user_id: ['string', 'The user acted for or on'],
});

const allBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
  action: ['string', "The list to show (the screen's tab)"],
});

/** The buyer's bid deposits (spec 7): `deposit/deposit` and `deposit/alldeposits`. */
@Controller('deposit')
export class DepositSearchController {
  constructor(private readonly reader: DepositReader) {}

  /** One of the caller's deposits; an admin names the buyer with `user_id`. */
  @CommandRoute('deposit')
  @BodySchema(depositBody)
  async deposit(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(depositBody.shape));
    const id = requiredText(body, 'id', 'Deposit id required', 200);
    const buyerId =
      actor.role === 'admin' && typeof body.user_id === 'string' ? body.user_id : actor.id;
    const found = (await this.reader.ofBuyer(buyerId))?.deposits.find((d) => d.id === id);
    // Another buyer's deposit is not found: its id tells nothing.
    if (!found) throw notFound('Deposit not found');
    const titles = await this.reader.titles([found.lotId]);
    return success<DepositDetail>('Deposit', depositDetail(found, buyerId, titles));
  }

  /** The caller's deposits, newest first. */
  @CommandRoute('alldeposits')
  @BodySchema(allBody)
  async all(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(allBody.shape));
    const statuses = statusesOf[oneOf(body, 'action', actions, 'all')];
    const { limit, from } = pageWindow(body);
    const rows = [...((await this.reader.ofBuyer(actor.id))?.deposits ?? [])]
      .reverse()
      .filter((d) => statuses === null || statuses.includes(d.status));
    const shown = rows.slice(from, from + limit);
    const titles = await this.reader.titles(shown.map((d) => d.lotId));
    const records = shown.map((d) => depositRecord(d, titles));
    return success<DepositList>('Deposits', {
      records,
      totalRecords: rows.length,
      setDisp: `Showing ${records.length} of ${rows.length}`,
    });
  }
}
