import { Injectable } from '@nestjs/common';
import type { OutcomeExplanation, ReplayFrame, ReplayTimeline } from '@facet/event-schemas';
import { ReadModelReader } from '../read-side/read-model.reader.js';
import { badRequest, notFound } from '../shared/errors/http-problem.js';
import { outcomeOf } from './replay-fold/outcome-explanation.view.js';
import { frameOf, type NameOf } from './replay-fold/replay-frame.view.js';
import { foldReplay, initialReplay, type ReplayState } from './replay-fold/replay.fold.js';
import { biddersOf, timelineOf, titleOf } from './replay-fold/replay-timeline.view.js';
import { liveReplayPorts as ports } from './live-replay.ports.js';
import { ReplayLogReader, type ReplayLog } from './replay-log.reader.js';
import { ReplaySnapshots } from './replay-snapshots.js';

/** One lot, or an auction and all its lots: `{ kind, id }`, as the replay routes read it. */
export type ReplayScope = ReplayLog['scope'];

/** The admin's replay and a bidder's outcome: the log read, folded by the live rules, named. */
@Injectable()
export class ReplayService {
  private readonly snapshots = new ReplaySnapshots();

  constructor(
    private readonly logs: ReplayLogReader,
    private readonly readModels: ReadModelReader,
  ) {}

  async timeline(scope: ReplayScope): Promise<ReplayTimeline> {
    const log = await this.log(scope);
    const name = await this.names(biddersOf(log.events).concat(actors(log)));
    const title = titleOf(log.events, log.scope);
    // The screen asks for frames next: fold once now, so every frame starts from a snapshot.
    this.stateAt(log, log.events.length - 1);
    return timelineOf(log.events, { ...log.scope, title }, name);
  }

  async frame(scope: ReplayScope, step: number, bidderId?: string): Promise<ReplayFrame> {
    const log = await this.log(scope);
    const last = log.events.length - 1;
    if (step > last)
      throw badRequest(
        `Step ${step} is out of range: this timeline has steps 0 to ${last}`,
        'request.invalid-field',
        { field: 'step' },
      );
    const state = this.stateAt(log, step);
    const name = await this.names(biddersOf(log.events).concat(bidderId ?? []));
    return frameOf(state, { lotIds: log.lotIds, name, ...(bidderId ? { bidderId } : {}) }, ports);
  }

  /** The caller's own outcome on a lot they bid on; 404 for a lot they never bid on. */
  async outcome(lotId: string, callerId: string): Promise<OutcomeExplanation> {
    const log = await this.logs.lot(lotId);
    if (!log) throw notFound('Lot not found', 'lot.not-found');
    if (!biddersOf(log.events).includes(callerId))
      throw notFound('You have no bid on this lot', 'bid.not-found');
    return outcomeOf(this.stateAt(log, log.events.length - 1), lotId, callerId);
  }

  private stateAt(log: ReplayLog, step: number): ReplayState {
    const key = `${log.scope.kind}:${log.scope.id}`;
    return this.snapshots.stateAt(key, log.events, step, initialReplay(), (from, upTo) =>
      foldReplay(log.events, upTo, ports, from),
    );
  }

  private async log(scope: ReplayScope): Promise<ReplayLog> {
    if (scope.kind === 'lot') {
      const log = await this.logs.lot(scope.id);
      if (!log) throw notFound('Lot not found', 'lot.not-found');
      return log;
    }
    const log = await this.logs.auction(scope.id);
    if (!log) throw notFound('Auction not found', 'auction.not-found');
    return log;
  }

  /** Admins see names from the user-names read model; an id without one is shown as is. */
  private async names(ids: readonly string[]): Promise<NameOf> {
    const unique = [...new Set(ids)];
    const docs = await this.readModels.names(unique);
    const byId = new Map<string, string>();
    docs.forEach((d, i) => {
      if (d) byId.set(unique[i] as string, `${d.first_name} ${d.last_name}`.trim());
    });
    return (id) => byId.get(id) ?? id;
  }
}

const actors = (log: ReplayLog): string[] =>
  log.events.flatMap((e) => (e.metadata.userId ? [e.metadata.userId] : []));
