import { Injectable } from '@nestjs/common';
import type { TenderSetUpAnswer } from '@facet/event-schemas';
import { newTenderKeyPair, shareCommitment, splitPrivateKey } from '@facet/event-store';
import { hasBids } from '../../lots/domain/lot.state.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { SharePickup } from '../share-pickup.js';
import { TenderEventBus } from '../tender-event-bus.js';

export interface SetUpTender {
  auctionId: string;
  holders: string[];
  threshold: number;
  commandId?: string;
}

const lotNumber = (n: string): number => (/^\d+$/.test(n) ? Number(n) : Number.MAX_SAFE_INTEGER);

/**
 * The admin makes an auction's sealed lots one encrypted tender event. The key pair is made here,
 * in this process's memory; the private key is split at once into one share per holder and the
 * key itself is dropped (never written anywhere). The event keeps the public key and each share's
 * sha256; each share waits in memory for its holder to collect it once (tender/collectShare).
 */
@Injectable()
export class SetUpTenderHandler {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly lots: LotCommandBus,
    private readonly reader: ReadModelReader,
    private readonly pickup: SharePickup,
  ) {}

  /** The auction's sealed lots, in lot order (lot number, then id): the order of the award. */
  async sealedLots(auctionId: string): Promise<string[]> {
    const cards = (await this.reader.lots()).filter(
      (c) => c.auctionid === auctionId && c.auctiontype === 'sealed' && c.status !== 'removed',
    );
    return cards
      .sort((a, b) => lotNumber(a.auction_lot) - lotNumber(b.auction_lot) || (a.id < b.id ? -1 : 1))
      .map((c) => c.id);
  }

  /** `lotIds`: the lots in lot order when the caller knows them (the demo seed, before the read models). */
  async execute(r: SetUpTender, actor: Actor, lotIds?: string[]): Promise<TenderSetUpAnswer> {
    if ((await this.tenders.latest(r.auctionId)).exists) reject('tender.already-set-up');
    const known = await this.reader.names(r.holders);
    if (known.some((n) => n === undefined)) reject('tender.invalid-holders');
    const lots = lotIds ?? (await this.sealedLots(r.auctionId));
    for (const lotId of lots)
      if (hasBids(await this.lots.latest(lotId))) reject('tender.lots-have-offers');
    const keys = await newTenderKeyPair();
    const shares = await splitPrivateKey(keys.privateKey, r.holders.length, r.threshold);
    const byHolder = new Map(r.holders.map((h, i) => [h, shares[i] as string]));
    const commitments: Record<string, string> = {};
    for (const [holder, share] of byHolder) commitments[holder] = await shareCommitment(share);
    await this.tenders.sendNow(
      r.auctionId,
      {
        type: 'SetUpTenderKey',
        auctionId: r.auctionId,
        publicKey: keys.publicKey,
        holders: r.holders,
        threshold: r.threshold,
        lotIds: lots,
        commitments,
      },
      actor,
      r.commandId,
    );
    const holders = r.holders.length;
    for (const lotId of lots)
      await this.lots.sendNow(
        lotId,
        { type: 'ApplyTenderKey', auctionId: r.auctionId, holders, threshold: r.threshold },
        actor,
      );
    this.pickup.leave(r.auctionId, byHolder);
    return {
      auction_id: r.auctionId,
      public_key: keys.publicKey,
      holders: r.holders,
      threshold: r.threshold,
      lots,
      shares_waiting: this.pickup.waitingFor(r.auctionId),
    };
  }
}
