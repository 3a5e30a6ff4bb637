import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ciphertextSha256, sealTender, shareCommitment } from '@facet/event-store';
import { AuctionCommandBus } from '../auctions/auction-bus/auction-command-bus.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { SettingsCommandBus } from '../settings/settings-bus/settings-command-bus.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { type Actor, systemActor } from '../shared/domain/actor.js';
import { newId } from '../shared/ids/ids.js';
import { SetUpTenderHandler } from '../tenders/set-up-tender/set-up-tender.handler.js';
import { SharePickup } from '../tenders/share-pickup.js';
import { DAY, type DemoLot, roughParcel } from './demo-catalogue.js';

const MINUTE = 60_000;
/** Where the demo's key shares are written, under the data folder. */
export const TENDER_DEMO_DIR = 'tender-demo';
export const TENDER_DEMO_TITLE = 'Encrypted Rough Tender - Week 48 (sealed, 2 of 3 key holders)';

const parcels: { lot: DemoLot; tenders: [string, number][] }[] = [
  {
    lot: {
      details: roughParcel(
        '201',
        'Encrypted tender: 31.20 cts rough parcel, Sawable, 14 stones',
        3_120,
        14,
        480,
        { auctiontype: 'sealed' },
      ),
    },
    tenders: [
      ['buyer1', 512_00],
      ['buyer2', 530_00],
    ],
  },
  {
    lot: {
      details: roughParcel(
        '202',
        'Encrypted tender: 18.45 cts rough parcel, Makeable, 9 stones',
        1_845,
        9,
        620,
        { auctiontype: 'sealed' },
      ),
    },
    tenders: [['buyer3', 655_00]],
  },
];

/**
 * Issue 30's demo: one encrypted tender event of the demo seller's, two sealed parcels with
 * encrypted tenders from the demo buyers, closing two minutes after the seed. Its key is split
 * 2 of 3 among the admin, the auditor and the seller (as the seller's officer); the shares of the
 * admin and the auditor are written to files under the data folder (a demo convenience: in a real
 * event each holder collects their own with tender/collectShare), the seller's is dropped.
 */
@Injectable()
export class DemoTenderSeed {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly auctions: AuctionCommandBus,
    private readonly lots: LotCommandBus,
    private readonly settings: SettingsCommandBus,
    private readonly setUp: SetUpTenderHandler,
    private readonly pickup: SharePickup,
  ) {}

  async seed(admin: Actor, ids: Record<string, Actor>): Promise<void> {
    const now = this.clock.now().getTime();
    const seller = ids.seller as Actor;
    const auctionId = newId();
    const window = { opens: now - DAY, closes: now + 2 * MINUTE };
    const details = {
      title: TENDER_DEMO_TITLE,
      description: 'Sealed tenders encrypted in the browser: nobody reads one before the close.',
      avatar: null,
      date_added: new Date(window.opens).toISOString(),
      date_closed: new Date(window.closes).toISOString(),
    };
    const createdAt = new Date(window.opens - DAY);
    await this.auctions.send(
      auctionId,
      { type: 'CreateAuction', auctionId, details },
      seller,
      createdAt,
    );
    const settings = await this.settings.lotSettings();
    const lotIds: string[] = [];
    for (const { lot } of parcels) {
      const lotId = newId();
      const lotDetails = {
        ...lot.details,
        auctionid: auctionId,
        date_added: details.date_added,
        date_closed: details.date_closed,
      };
      await this.lots.send(
        lotId,
        { type: 'CreateLot', lotId, details: lotDetails, settings },
        seller,
        createdAt,
      );
      await this.auctions.send(
        auctionId,
        { type: 'AddLotsToAuction', lotIds: [lotId] },
        seller,
        createdAt,
      );
      await this.lots.send(
        lotId,
        { type: 'OpenLot', settings },
        systemActor,
        new Date(window.opens),
      );
      lotIds.push(lotId);
    }
    const holders = [admin, ids.auditor as Actor, seller];
    const key = await this.setUp.execute(
      { auctionId, holders: holders.map((h) => h.id), threshold: 2 },
      admin,
      lotIds,
    );
    for (const [i, { tenders }] of parcels.entries())
      for (const [who, cents] of tenders) {
        const ciphertext = await sealTender(cents, key.public_key);
        const command = {
          type: 'SubmitTender' as const,
          bidId: newId(),
          ciphertext,
          ciphertextSha256: await ciphertextSha256(ciphertext),
        };
        await this.lots.sendNow(lotIds[i] as string, command, ids[who] as Actor);
      }
    const dir = join(this.config.dataDir, TENDER_DEMO_DIR);
    mkdirSync(dir, { recursive: true });
    const files: string[] = [];
    for (const [holder, email] of [
      [admin, 'admin'],
      [ids.auditor, 'auditor'],
    ] as const) {
      const share = this.pickup.take(auctionId, (holder as Actor).id) as string;
      const file = join(dir, `${email}.share.json`);
      const body = {
        auction_id: auctionId,
        holder_id: (holder as Actor).id,
        share,
        share_sha256: await shareCommitment(share),
      };
      writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      files.push(file);
    }
    this.pickup.take(auctionId, seller.id);
    writeFileSync(join(dir, 'how-to-open.txt'), howToOpen(auctionId, files));
    this.logger.log(`Encrypted tender demo seeded: auction ${auctionId}, shares in ${dir}`);
  }
}

export const howToOpen = (auctionId: string, files: readonly string[]): string =>
  [
    `Encrypted tender demo (auction ${auctionId}): its 2 parcels close 2 minutes after the first start.`,
    'Then open it with 2 of its 3 key shares: sign in as the admin and as auditor@facet.test and',
    'POST /api/tender/presentShare {"auction_id","share"} with the share of each, from:',
    ...files.map((f) => `  ${f}`),
    'The published opening: POST /api/tender/opening {"auction_id"}; check it offline with',
    '  npx facet-verify --opening <the saved answer>',
    '',
  ].join('\n');
