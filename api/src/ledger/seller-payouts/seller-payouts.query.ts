import { Inject, Injectable } from '@nestjs/common';
import type {
  SellerPayoutList,
  SellerPayoutRecord,
  SellerPayoutsResponse,
  SellerPayoutSummary,
} from '@facet/event-schemas';
import type { SellerPayoutsDoc } from '@facet/projections';
import { USER_DIRECTORY, type UserDirectory } from '../../shared/auth/actor.js';
import { commissionPercentOf, type SettingsState } from '../../settings/domain/index.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';
import { centsToDollars } from '../../shared/money/index.js';
import { pageOfRecords, type PageRequest } from '../../shared/read-side/page-of-group.js';
import { SellerPayoutsReader } from './seller-payouts.reader.js';

const none = (id: string): SellerPayoutsDoc => ({
  id,
  earned: 0,
  paidOut: 0,
  collected: 0,
  payouts: [],
});

/** Payouts due and paid: a seller's own, and every seller's for the admin's money desk. */
@Injectable()
export class SellerPayoutsQuery {
  constructor(
    private readonly payouts: SellerPayoutsReader,
    private readonly settings: SettingsCommandBus,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async of(sellerId: string, page: PageRequest): Promise<SellerPayoutsResponse> {
    const doc = (await this.payouts.of(sellerId)) ?? none(sellerId);
    const summary = this.summary(doc, await this.settings.current());
    const { records, totalRecords } = pageOfRecords(
      [...doc.payouts].reverse(),
      page,
      (p): SellerPayoutRecord => ({
        id: p.id,
        amount: centsToDollars(p.amount),
        reference: p.reference,
        note: p.note,
        bank_name: p.bankName ?? null,
        last4: p.last4 ?? null,
        paid_at: p.at,
      }),
    );
    return {
      records,
      totalRecords,
      setDisp: `Showing ${records.length} of ${totalRecords}`,
      summary,
    };
  }

  /** Every seller the house owes or paid, most due first. */
  async sellers(page: PageRequest): Promise<SellerPayoutList> {
    const settings = await this.settings.current();
    const docs = (await this.payouts.all()).sort(
      (a, b) => b.earned - b.paidOut - (a.earned - a.paidOut) || a.id.localeCompare(b.id),
    );
    const { records, totalRecords } = pageOfRecords(docs, page, (d) => this.summary(d, settings));
    return { records, totalRecords, setDisp: `Showing ${records.length} of ${totalRecords}` };
  }

  private summary(doc: SellerPayoutsDoc, settings: SettingsState): SellerPayoutSummary {
    const user = this.users.byId(doc.id);
    return {
      seller_id: doc.id,
      seller_name: user ? `${user.first_name} ${user.last_name}`.trim() : doc.id,
      earned: centsToDollars(doc.earned),
      paid_out: centsToDollars(doc.paidOut),
      due: centsToDollars(Math.max(0, doc.earned - doc.paidOut)),
      collected_by_seller: centsToDollars(doc.collected ?? 0),
      commission_percent: settings.sellerCommissions.get(doc.id) ?? '',
      effective_commission_percent: commissionPercentOf(settings, doc.id) || '0',
    };
  }
}
