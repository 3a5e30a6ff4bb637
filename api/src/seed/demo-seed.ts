import { Inject, Injectable, Logger } from '@nestjs/common';
import { sellerPlanLimits, START } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { SellerAccountCommandBus } from '../backoffice/seller-account/seller-account-bus/seller-account-command-bus.js';
import { AuctionCommandBus } from '../auctions/auction-bus/auction-command-bus.js';
import { RegisterUserHandler } from '../identity/register-user/register-user.handler.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings/settings-bus/settings-command-bus.js';
import { type Actor, systemActor } from '../shared/domain/actor.js';
import { LedgerCommandBus } from '../ledger/ledger-bus/ledger-command-bus.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { newId } from '../shared/ids/ids.js';
import {
  BUY_NOW_DEMO_LOT,
  closedLots,
  DAY,
  type DemoLot,
  HOUR,
  liveLots,
  upcomingLots,
} from './demo-catalogue.js';
import { DemoBackOfficeSeed } from './demo-backoffice.seed.js';
import { DemoCommerceSeed } from './demo-commerce.seed.js';
import { DemoTenderSeed } from './demo-tender.seed.js';

export interface DemoAccount {
  role: 'buyer' | 'seller' | 'auditor';
  email: string;
  password: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'seller', email: 'seller@facet.test', password: 'seller-demo-pass' },
  { role: 'buyer', email: 'buyer1@facet.test', password: 'buyer-demo-pass' },
  { role: 'buyer', email: 'buyer2@facet.test', password: 'buyer-demo-pass' },
  { role: 'buyer', email: 'buyer3@facet.test', password: 'buyer-demo-pass' },
  // Issue 18: reads the event log and changes nothing.
  { role: 'auditor', email: 'auditor@facet.test', password: 'auditor-demo-pass' },
];

/** A demo marketplace written through the normal command path, only into a store with no market yet. */
@Injectable()
export class DemoSeed {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: RegisterUserHandler,
    private readonly lots: LotCommandBus,
    private readonly auctions: AuctionCommandBus,
    private readonly settings: SettingsCommandBus,
    private readonly commerce: DemoCommerceSeed,
    private readonly backOffice: DemoBackOfficeSeed,
    private readonly accounts: SellerAccountCommandBus,
    private readonly ledger: LedgerCommandBus,
    private readonly tender: DemoTenderSeed,
  ) {}

  async isMarketEmpty(): Promise<boolean> {
    const head = await this.store.readAll(START, 500);
    return !head.some((e) => /^(lot|auction|settings)-/.test(e.stream));
  }

  async seedIfEmpty(admin: Actor): Promise<boolean> {
    if (!(await this.isMarketEmpty())) return false;
    const now = this.clock.now().getTime();
    const ids: Record<string, Actor> = {};
    for (const a of DEMO_ACCOUNTS) {
      const [first, last] =
        a.role === 'seller'
          ? ['Sable', 'Rough Traders']
          : a.role === 'auditor'
            ? ['Audra', 'Auditor']
            : [a.email.slice(0, 6).replace(/^b/, 'B'), 'Demo'];
      const u = await this.users.register({
        email: a.email,
        password: a.password,
        first_name: first as string,
        last_name: last as string,
        phone: null,
        country: 'BE',
        termcheck: true,
        role: a.role,
        actorId: 'system',
      });
      ids[a.email.split('@')[0] as string] = { id: u.userId, role: u.role };
    }
    const seller = ids.seller as Actor;
    // The demo seller lists more than the starter plan's 10 lots a month (the demo catalogue and
    // every e2e run's lots): on Professional (100 a month), chosen before any lot is listed.
    // Paid as a seller pays for it (SUB-1): a SANDBOX charge, and its ledger entry, same key.
    const charge = {
      key: 'demo-seed-plan',
      amount: sellerPlanLimits.professional.monthlyFee,
      reference: 'sandbox-demo-seed',
      sandbox: true,
    };
    await this.accounts.send(
      seller.id,
      { type: 'ChangeSellerPlan', sellerId: seller.id, plan: 'professional', charge },
      seller,
      new Date(now - 7 * DAY),
    );
    await this.ledger.send(
      {
        type: 'ChargeSubscription',
        buyerId: seller.id,
        amount: charge.amount,
        reference: charge.reference,
        note: 'Plan professional',
      },
      systemActor,
      charge.key,
    );
    await this.seedIncrements(admin, now);
    await this.seedBankDetails(admin, now);
    const live = await this.auction(
      seller,
      'Antwerp Rough Tender - Week 47',
      now - 2 * DAY,
      now + 3 * DAY,
      liveLots,
      ids,
      now,
    );
    await this.auction(
      seller,
      'Gaborone Fancy Colours (upcoming)',
      now + 2 * DAY,
      now + 5 * DAY,
      upcomingLots,
      ids,
      now,
    );
    await this.auction(
      seller,
      'Dubai Melee and Rough Sale (closed)',
      now - 10 * DAY,
      now - 3 * DAY,
      closedLots,
      ids,
      now,
    );
    const lotCount = liveLots.length + upcomingLots.length + closedLots.length;
    this.logger.log(
      `Demo marketplace seeded: 3 auctions, ${lotCount} lots, bids on the live and closed lots`,
    );
    const buyers = { buyer1: ids.buyer1, buyer2: ids.buyer2, buyer3: ids.buyer3 } as Record<
      'buyer1' | 'buyer2' | 'buyer3',
      Actor
    >;
    await this.commerce.seed(admin, buyers, live[BUY_NOW_DEMO_LOT] as string);
    await this.backOffice.seed(admin, seller);
    await this.tender.seed(admin, ids);
    return true;
  }

  /** Where buyers send bank transfers (a demo account: the money desk matches them by reference). */
  private async seedBankDetails(admin: Actor, now: number): Promise<void> {
    const details: [string, string][] = [
      ['bank_beneficiary', 'Facet Rough Diamond Auctions DMCC'],
      ['bank_name', 'Demo Bank of Dubai'],
      ['bank_account_number', 'AE07 0331 2345 6789 0123 456'],
      ['bank_routing_code', 'DEMOAEADXXX'],
    ];
    for (const [name, value] of details)
      await this.settings.send(
        MARKETPLACE,
        { type: 'SetConfigurationVariable', name, value },
        admin,
        new Date(now - 30 * DAY),
      );
  }

  private async seedIncrements(admin: Actor, now: number): Promise<void> {
    const at = new Date(now - 30 * DAY);
    const bands: [number, number | null, number][] = [
      [0, 1_000_00, 10_00],
      [1_000_00, 5_000_00, 25_00],
      [5_000_00, null, 50_00],
    ];
    for (const [from, to, increment] of bands) {
      await this.settings.send(
        MARKETPLACE,
        { type: 'SaveBidIncrement', action: 'new', rowId: newId(), from, to, increment },
        admin,
        at,
      );
    }
  }

  private async auction(
    seller: Actor,
    title: string,
    opens: number,
    closes: number,
    lots: DemoLot[],
    ids: Record<string, Actor>,
    now: number,
  ): Promise<Record<string, string>> {
    const auctionId = newId();
    const lotIds: Record<string, string> = {};
    const sellerActor: Actor = { id: seller.id, role: 'seller' };
    const details = {
      title,
      description: `${title}. Viewing by appointment; all weights are rough weights.`,
      avatar: null,
      date_added: new Date(opens).toISOString(),
      date_closed: new Date(closes).toISOString(),
    };
    await this.auctions.send(
      auctionId,
      { type: 'CreateAuction', auctionId, details },
      sellerActor,
      new Date(Math.min(now, opens) - DAY),
    );
    for (const lot of lots) {
      const lotOpens = lot.opens === undefined ? opens : now + lot.opens;
      const lotCloses = lot.closes === undefined ? closes : now + lot.closes;
      lotIds[lot.details.auction_lot] = await this.lot(
        auctionId,
        seller,
        lot,
        lotOpens,
        lotCloses,
        ids,
        now,
      );
    }
    if (closes < now)
      await this.auctions.send(auctionId, { type: 'CloseAuction' }, systemActor, new Date(closes));
    return lotIds;
  }

  private async lot(
    auctionId: string,
    seller: Actor,
    lot: DemoLot,
    opens: number,
    closes: number,
    ids: Record<string, Actor>,
    now: number,
  ): Promise<string> {
    const lotId = newId();
    const createdAt = new Date(Math.min(now, opens) - DAY);
    const settings = await this.settings.lotSettings();
    const details = {
      ...lot.details,
      auctionid: auctionId,
      date_added: new Date(opens).toISOString(),
      date_closed: new Date(closes).toISOString(),
    };
    await this.lots.send(lotId, { type: 'CreateLot', lotId, details, settings }, seller, createdAt);
    await this.auctions.send(
      auctionId,
      { type: 'AddLotsToAuction', lotIds: [lotId] },
      seller,
      createdAt,
    );
    if (opens > now) return lotId;
    await this.lots.send(lotId, { type: 'OpenLot', settings }, systemActor, new Date(opens));
    for (const [who, dollars, hours] of lot.bids ?? []) {
      const bidder = ids[who] as Actor;
      const command =
        lot.details.auctiontype === 'sealed'
          ? { type: 'PlaceOffer' as const, bidId: newId(), amount: dollars * 100 }
          : { type: 'PlaceBid' as const, bidId: newId(), amount: dollars * 100 };
      await this.lots.send(lotId, command, bidder, new Date(now + hours * HOUR));
    }
    if (closes < now)
      await this.lots.send(lotId, { type: 'CloseLot' }, systemActor, new Date(closes));
    return lotId;
  }
}
