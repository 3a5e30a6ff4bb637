import { Injectable } from '@nestjs/common';
import type { TenderSetUpAnswer } from '@facet/event-schemas';
import { newTenderKeyPair, sealShare, shareCommitment, splitPrivateKey } from '@facet/event-store';
import { hasBids } from '../../lots/domain/lot.state.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { HolderKeyBus } from '../holder-key/holder-key-bus.js';
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
 * key itself is dropped (never written anywhere). The event keeps the public key, each share's
 * sha256 and each share sealed to its holder's registered key (tender/registerHolderKey): durable
 * in the event's stream, so any api process hands it out after any restart, and unreadable to
 * the operator, who holds no holder's private key. Holders without a key are refused by name.
 */
@Injectable()
export class SetUpTenderHandler {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly lots: LotCommandBus,
    private readonly reader: ReadModelReader,
    private readonly holderKeys: HolderKeyBus,
  ) {}

  /** Each holder's registered key; refuses, naming them, the holders who have none. */
  private async keysOf(holders: readonly string[]): Promise<string[]> {
    const keys = await Promise.all(
      holders.map(async (h) => (await this.holderKeys.latest(h)).publicKey),
    );
    const missing = holders.filter((_, i) => keys[i] === null);
    if (missing.length > 0) {
      const names = await this.reader.names(missing);
      const who = missing.map((h, i) => {
        const n = names[i];
        return n ? `${n.first_name} ${n.last_name}`.trim() || h : h;
      });
      reject('tender.holders-without-key', { names: who.join(', ') });
    }
    return keys as string[];
  }

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
    const holderKeys = await this.keysOf(r.holders);
    const keys = await newTenderKeyPair();
    const shares = await splitPrivateKey(keys.privateKey, r.holders.length, r.threshold);
    const commitments: Record<string, string> = {};
    const sealed: Record<string, { sealedShare: string; holderKey: string }> = {};
    for (const [i, holder] of r.holders.entries()) {
      const [share, holderKey] = [shares[i] as string, holderKeys[i] as string];
      commitments[holder] = await shareCommitment(share);
      sealed[holder] = { sealedShare: await sealShare(share, holderKey), holderKey };
    }
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
        sealed,
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
    return {
      auction_id: r.auctionId,
      public_key: keys.publicKey,
      holders: r.holders,
      threshold: r.threshold,
      lots,
      shares_waiting: Object.keys(sealed).length,
    };
  }
}
