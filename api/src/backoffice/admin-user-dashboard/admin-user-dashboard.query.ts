import { Inject, Injectable } from '@nestjs/common';
import type { AdminUserDashboard } from '@facet/event-schemas';
import {
  type BuyerDepositsDoc,
  buyerLabel,
  type LotStandingDoc,
  type MyBidsDoc,
  type PartyInvoicesDoc,
  readModelNamespaces as NS,
  type ReadModelStore,
} from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import { centsToDollars } from '../../shared/money/index.js';

export interface UserDashboardSources {
  userId: string;
  myBids: MyBidsDoc | undefined;
  standings: ReadonlyMap<string, LotStandingDoc>;
  titles: ReadonlyMap<string, string>;
  invoices: PartyInvoicesDoc | undefined;
  deposits: BuyerDepositsDoc | undefined;
}

/** One user's activity as the admin's dashboard shows it, newest first; cents become dollars. */
export function userDashboard(s: UserDashboardSources): AdminUserDashboard {
  const title = (lotId: string) => s.titles.get(lotId) ?? lotId;
  const entries = Object.values(s.myBids?.lots ?? {}).sort((a, b) =>
    b.bid_at.localeCompare(a.bid_at),
  );
  const bids = entries.map((e) => {
    const standing = s.standings.get(e.lotId);
    return {
      lotId: e.lotId,
      title: title(e.lotId),
      kind: e.kind,
      amount: centsToDollars(e.last_amount),
      at: e.bid_at,
      label: standing ? buyerLabel(standing, s.userId) : null,
    };
  });
  const wins = bids
    .filter((b) => b.label === 'Won')
    .map((b) => ({
      lotId: b.lotId,
      title: b.title,
      amount: centsToDollars(s.standings.get(b.lotId)?.wprice ?? 0),
    }));
  const invoices = (s.invoices?.invoices ?? []).map((i) => ({
    id: i.id,
    number: i.number,
    total: centsToDollars(i.total),
    status: i.status,
    at: i.at,
  }));
  const deposits = [...(s.deposits?.deposits ?? [])].reverse().map((d) => ({
    id: d.id,
    lotId: d.lotId,
    title: title(d.lotId),
    amount: centsToDollars(d.amount),
    status: d.status,
    at: d.at,
  }));
  return { bids, wins, invoices, deposits };
}

/** `admin/user/dashboard`: the user's bids, wins, invoices and deposits, from read models. */
@Injectable()
export class AdminUserDashboardQuery {
  constructor(
    private readonly readModels: ReadModelReader,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
  ) {}

  async of(userId: string): Promise<AdminUserDashboard> {
    const [myBids, invoices, deposits] = await Promise.all([
      this.readModels.myBids(userId),
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
      this.readModels.standings(lotIds),
      this.readModels.lotsById(lotIds),
    ]);
    const titles = new Map(cards.flatMap((c) => (c ? [[c.id, c.title] as const] : [])));
    return userDashboard({ userId, myBids, standings, titles, invoices, deposits });
  }
}
