import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_CHECKPOINT_STREAM,
  auctionStream,
  type EvidenceExport,
  type exportEvidence,
  lotStream,
  type Position,
  type RecordedEvent,
  type RequestOf,
} from '@facet/event-schemas';
import type { EventStore, SigningKey } from '@facet/event-store';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { signedCheckpoints } from '../checkpoints/checkpoint-log.js';
import { buildEvidenceExport, type EvidenceScope } from '../domain/evidence-export.builder.js';
import { AUDIT_SIGNING_KEY } from '../signing-key/audit-signing-key.provider.js';
import { emptyMoneyTrail, followMoney, moneyStreamsOf } from '../domain/money-trail.rules.js';
import { lotsNamedBy, titleOf } from './evidence-scope.rules.js';

const PAGE = 5_000;

export type EvidenceRequest = RequestOf<typeof exportEvidence>;

/** Reads what an export holds straight from the event store (the log, not a read model). */
@Injectable()
export class EvidenceExportSource {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AUDIT_SIGNING_KEY) private readonly key: SigningKey,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reader: ReadModelReader,
  ) {}

  async export(request: EvidenceRequest): Promise<EvidenceExport> {
    const main = await this.store.readStream(
      request.kind === 'lot' ? lotStream(request.id) : auctionStream(request.id),
    );
    if (main.length === 0)
      throw notFound(request.kind === 'lot' ? 'Lot not found' : 'Auction not found');
    const streams: RecordedEvent[][] = [main];
    const lots = request.kind === 'auction' ? await this.lotsOf(request.id, main) : [request.id];
    if (request.kind === 'auction')
      for (const lotId of lots) {
        const events = await this.store.readStream(lotStream(lotId));
        if (events.length > 0) streams.push(events);
      }
    for (const stream of await this.moneyStreams(new Set(lots))) {
      const events = await this.store.readStream(stream);
      if (events.length > 0) streams.push(events);
    }
    const scope: EvidenceScope = { ...request, title: titleOf(main, request.id) };
    return buildEvidenceExport({
      scope,
      streams,
      checkpoints: signedCheckpoints(await this.store.readStream(AUDIT_CHECKPOINT_STREAM)),
      key: this.key,
      now: this.clock.now().toISOString(),
    });
  }

  /** Issue 25: the invoices, ledgers and carts the lots' money went through (one pass of the log). */
  private async moneyStreams(lots: ReadonlySet<string>): Promise<string[]> {
    const trail = emptyMoneyTrail();
    let from: Position | undefined;
    for (;;) {
      const page = await this.store.readAll(from, PAGE);
      followMoney(trail, page, lots);
      if (page.length < PAGE) return moneyStreamsOf(trail);
      from = page[page.length - 1]?.position;
    }
  }

  /** Lots created into the auction (the catalogue knows them) and lots added to it later. */
  private async lotsOf(auctionId: string, auctionEvents: RecordedEvent[]): Promise<string[]> {
    const created = (await this.reader.lots())
      .filter((c) => c.auctionid === auctionId)
      .map((c) => c.id);
    return [...new Set([...lotsNamedBy(auctionEvents), ...created])].sort();
  }
}
