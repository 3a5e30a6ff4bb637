import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ownValue } from '@facet/event-schemas';
import {
  ciphertextSha256,
  newHolderKeyPair,
  openSealedShare,
  sealedTenderKey,
  sealTender,
  type TenderKeyPair,
} from '@facet/event-store';
import { AuctionCommandBus } from '../auctions/auction-bus/auction-command-bus.js';
import { LotCommandBus } from '../lots/lot-bus/lot-command-bus.js';
import { SettingsCommandBus } from '../settings/settings-bus/settings-command-bus.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { type Actor, systemActor } from '../shared/domain/actor.js';
import { newId } from '../shared/ids/ids.js';
import { SetUpTenderHandler } from '../tenders/set-up-tender/set-up-tender.handler.js';
import { HolderKeyBus } from '../tenders/holder-key/holder-key-bus.js';
import { TenderEventBus } from '../tenders/tender-event-bus.js';
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
 * 2 of 3 among the admin, the auditor and the seller (as the seller's officer), each given a
 * holder key made here (in a real event each holder makes theirs in the browser). The seed plays
 * the admin's browser too: it makes and splits the event key with the same `sealedTenderKey` and
 * hands the set-up only the public key and the sealed shares, as the admin's screen does. The admin's and
 * the auditor's holder keys and their opened shares are written to files under the data folder (a
 * demo convenience: in a real event each holder collects their own with tender/collectShare); the
 * seller's private key is dropped, so the seller's share stays sealed.
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
    private readonly holderKeys: HolderKeyBus,
    private readonly tenders: TenderEventBus,
  ) {}

  /** Makes and registers a holder key for each demo holder: what their browser would do. */
  private async holderKeysFor(holders: readonly Actor[]): Promise<TenderKeyPair[]> {
    const pairs: TenderKeyPair[] = [];
    for (const holder of holders) {
      const pair = await newHolderKeyPair();
      await this.holderKeys.sendNow(
        holder.id,
        { type: 'RegisterHolderKey', publicKey: pair.publicKey },
        holder,
      );
      pairs.push(pair);
    }
    return pairs;
  }

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
    const holderKeys = await this.holderKeysFor(holders);
    const sealedKey = await sealedTenderKey(
      holders.map((h, i) => ({
        holderId: h.id,
        publicKey: (holderKeys[i] as TenderKeyPair).publicKey,
      })),
      2,
    );
    const key = await this.setUp.execute(
      { auctionId, publicKey: sealedKey.publicKey, shares: sealedKey.shares, threshold: 2 },
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
          // The demo's buyers represent no company: each tenders as themselves (ET6).
          partyId: (ids[who] as Actor).id,
        };
        await this.lots.sendNow(lotIds[i] as string, command, ids[who] as Actor);
      }
    const dir = join(this.config.dataDir, TENDER_DEMO_DIR);
    mkdirSync(dir, { recursive: true });
    const event = await this.tenders.latest(auctionId);
    const files: string[] = [];
    for (const [i, email] of ['admin', 'auditor'].entries()) {
      const holderId = (holders[i] as Actor).id;
      const pair = holderKeys[i] as TenderKeyPair;
      const sealed = ownValue(event.sealedShares, holderId)?.sealedShare as string;
      const share = await openSealedShare(sealed, pair);
      const body = {
        auction_id: auctionId,
        holder_id: holderId,
        share,
        share_sha256: ownValue(event.commitments, holderId),
      };
      const file = join(dir, `${email}.share.json`);
      writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      const keyFile = join(dir, `${email}.holder-key.json`);
      const key = { user_id: holderId, public_key: pair.publicKey, private_key: pair.privateKey };
      writeFileSync(keyFile, `${JSON.stringify(key, null, 2)}\n`, { mode: 0o600 });
      files.push(file);
    }
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
    `or collect them again on the key holder page /tenders/${auctionId}: the browser opens each`,
    'with the holder key file beside it (admin.holder-key.json, auditor.holder-key.json).',
    'The published opening: POST /api/tender/opening {"auction_id"}; check it offline with',
    '  npx facet-verify --opening <the saved answer>',
    '',
  ].join('\n');
