import { Injectable } from '@nestjs/common';
import type { TenderHolderKey, TenderSetUpAnswer } from '@facet/event-schemas';
import { isHolderKey, type SealedShareSetUp } from '@facet/event-store';
import { hasBids } from '../../lots/domain/lot.state.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { HolderKeyBus } from '../holder-key/holder-key-bus.js';
import { TenderEventBus } from '../tender-event-bus.js';

export interface SetUpTender {
  auctionId: string;
  /** The event's public key, made in the admin's browser with its private half. */
  publicKey: string;
  /** Each holder's share, sealed to them in that browser, in the holders' order. */
  shares: readonly SealedShareSetUp[];
  threshold: number;
  commandId?: string;
}

const lotNumber = (n: string): number => (/^\d+$/.test(n) ? Number(n) : Number.MAX_SAFE_INTEGER);

/**
 * The admin makes an auction's sealed lots one encrypted tender event. The key pair is made and
 * split in the admin's browser (`sealedTenderKey`), each share sealed there to its holder's
 * registered key: this process gets the public key, each share's sha256 and the sealed shares,
 * never the private key nor a share it could open. The sealed shares are durable in the event's
 * stream, so any api process hands them out after any restart. A holder's key must still be the
 * one registered, else that holder could not open their share; holders without one are refused
 * by name before the browser makes anything (tender/holderKeys).
 */
@Injectable()
export class SetUpTenderHandler {
  constructor(
    private readonly tenders: TenderEventBus,
    private readonly lots: LotCommandBus,
    private readonly reader: ReadModelReader,
    private readonly holderKeys: HolderKeyBus,
  ) {}

  /** Each holder's name and registered key; refuses unknown holders, and names those without a key. */
  async keysOf(holders: readonly string[]): Promise<TenderHolderKey[]> {
    if (new Set(holders).size !== holders.length) reject('tender.invalid-holders');
    const names = await this.reader.names(holders);
    if (names.some((n) => n === undefined)) reject('tender.invalid-holders');
    const named = holders.map((h, i) => {
      const n = names[i];
      return (n ? `${n.first_name} ${n.last_name}`.trim() : '') || h;
    });
    const keys = await Promise.all(
      holders.map(async (h) => (await this.holderKeys.latest(h)).publicKey),
    );
    const missing = named.filter((_, i) => keys[i] === null);
    if (missing.length > 0) reject('tender.holders-without-key', { names: missing.join(', ') });
    return holders.map((h, i) => ({
      user_id: h,
      name: named[i] as string,
      public_key: keys[i] as string,
    }));
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
    if (!(await isHolderKey(r.publicKey))) reject('tender.invalid-event-key');
    const holders = r.shares.map((s) => s.holder_id);
    const registered = await this.keysOf(holders);
    const changed = registered.filter((k, i) => r.shares[i]?.holder_key !== k.public_key);
    if (changed.length > 0)
      reject('tender.holder-key-changed', { names: changed.map((k) => k.name).join(', ') });
    const lots = lotIds ?? (await this.sealedLots(r.auctionId));
    for (const lotId of lots)
      if (hasBids(await this.lots.latest(lotId))) reject('tender.lots-have-offers');
    const commitments = Object.fromEntries(r.shares.map((s) => [s.holder_id, s.share_sha256]));
    const sealed = Object.fromEntries(
      r.shares.map((s) => [s.holder_id, { sealedShare: s.sealed_share, holderKey: s.holder_key }]),
    );
    await this.tenders.sendNow(
      r.auctionId,
      {
        type: 'SetUpTenderKey',
        auctionId: r.auctionId,
        publicKey: r.publicKey,
        holders,
        threshold: r.threshold,
        lotIds: lots,
        commitments,
        sealed,
      },
      actor,
      r.commandId,
    );
    for (const lotId of lots)
      await this.lots.sendNow(
        lotId,
        {
          type: 'ApplyTenderKey',
          auctionId: r.auctionId,
          holders: holders.length,
          threshold: r.threshold,
        },
        actor,
      );
    return {
      auction_id: r.auctionId,
      public_key: r.publicKey,
      holders,
      threshold: r.threshold,
      lots,
      shares_waiting: r.shares.length,
    };
  }
}
