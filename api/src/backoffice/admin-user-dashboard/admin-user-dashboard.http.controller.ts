import { Controller, Inject } from '@nestjs/common';
import type { AdminUserDashboard } from '@facet/event-schemas';
import {
  type BuyerDepositsDoc,
  type PartyInvoicesDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { z } from 'zod';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import { READ_MODEL_STORE } from '../../catalog/read-side.tokens.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { userDashboard } from './admin-user-dashboard.query.js';

const schema = z.strictObject({ user_id: fields.id });

/**
 * `admin/user/dashboard` `{ user_id }`: the per-user dashboard beside `getSingleUser` (the
 * account): the user's bids, wins, invoices and deposits, all from read models.
 */
@Controller('admin/user')
@Roles('admin')
export class AdminUserDashboardController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
  ) {}

  @CommandRoute('dashboard')
  @BodySchema(schema)
  async dashboard(@ValidBody() body: z.infer<typeof schema>) {
    const userId = body.user_id;
    const [myBids, invoices, deposits] = await Promise.all([
      this.reader.myBids(userId),
      this.store.get<PartyInvoicesDoc>(NS.buyerInvoices, userId),
      this.store.get<BuyerDepositsDoc>(NS.deposits, userId),
    ]);
    const lotIds = [
      ...new Set([
        ...Object.keys(myBids?.lots ?? {}),
        ...(deposits?.deposits ?? []).map((d) => d.lotId),
      ]),
    ];
    const [standings, cards] = await Promise.all([
      this.reader.standings(lotIds),
      Promise.all(lotIds.map((id) => this.reader.lot(id))),
    ]);
    const titles = new Map(cards.flatMap((c) => (c ? [[c.id, c.title] as const] : [])));
    return success<AdminUserDashboard>(
      'User dashboard',
      userDashboard({ userId, myBids, standings, titles, invoices, deposits }),
    );
  }
}
