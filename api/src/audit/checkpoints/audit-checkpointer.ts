import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  AUDIT_CHECKPOINT_STREAM,
  type CheckpointPayload,
  type SignedCheckpoint,
  START,
} from '@facet/event-schemas';
import {
  type EventStore,
  signPayload,
  type SigningKey,
  StreamRevisionConflict,
} from '@facet/event-store';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { newId } from '../../shared/ids/ids.js';
import { type LoggedHead, nextCheckpoint } from '../domain/checkpoint.decide.js';
import { AUDIT_SIGNING_KEY } from '../signing-key/audit-signing-key.provider.js';
import { signedCheckpointOf } from './checkpoint-log.js';

const PAGE = 5_000;

/**
 * Signs a checkpoint of the log every AUDIT_CHECKPOINT_INTERVAL_MS and once at start. Every node
 * may run it: the append names the checkpoint stream's revision, so of two nodes signing the same
 * sequence one wins and the other skips (it catches up from the stream next time).
 */
@Injectable()
export class AuditCheckpointer implements OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  private revision = -1;
  private previous: CheckpointPayload | null = null;
  private running: Promise<SignedCheckpoint | null> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AUDIT_SIGNING_KEY) private readonly key: SigningKey,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly buses: CommandBuses,
  ) {}

  /**
   * The first checkpoint now (after the seed), then one per interval. A failed one is logged and
   * left to the next tick, which covers what it would have: the marketplace runs on regardless.
   */
  async start(): Promise<void> {
    await this.tick();
    const every = this.config.audit.checkpointIntervalMs;
    if (every === 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref?.();
  }

  private tick(): Promise<unknown> {
    return this.checkpoint().catch((err: unknown) =>
      this.logger.error(`Checkpoint failed, retried at the next interval: ${String(err)}`),
    );
  }

  /** Signs and records the next checkpoint; null when nothing changed or another node won. */
  checkpoint(): Promise<SignedCheckpoint | null> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<SignedCheckpoint | null> {
    await this.catchUp();
    const at = this.clock.now().toISOString();
    const draft = nextCheckpoint({
      previous: this.previous,
      since: await this.headsSince(this.previous?.toPosition ?? START),
      at,
      keyId: this.key.publicKey.keyId,
    });
    if (!draft) return null;
    const signed: SignedCheckpoint = { ...draft, signature: signPayload(this.key, draft.payload) };
    try {
      const { events } = await this.buses.recordOne(
        AUDIT_CHECKPOINT_STREAM,
        { type: 'AuditCheckpointSigned', data: signed },
        { id: newId(), at, expected: this.revision < 0 ? 'no_stream' : this.revision },
      );
      this.revision = events[events.length - 1]?.revision ?? this.revision;
      this.previous = signed.payload;
      return signed;
    } catch (err) {
      if (err instanceof StreamRevisionConflict) return null;
      throw err;
    }
  }

  /** The last checkpoint recorded, by this node or another. */
  private async catchUp(): Promise<void> {
    for (const e of await this.store.readStream(AUDIT_CHECKPOINT_STREAM, this.revision + 1)) {
      this.revision = e.revision;
      this.previous = signedCheckpointOf(e)?.payload ?? this.previous;
    }
  }

  /**
   * The latest head of each stream changed after `from`, the most recently changed last: all the
   * decider needs, without holding every event of a long stretch of log.
   */
  private async headsSince(from: string): Promise<LoggedHead[]> {
    const latest = new Map<string, LoggedHead>();
    for (let after = from; ;) {
      const page = await this.store.readAll(after, PAGE);
      for (const e of page) {
        if (e.stream === AUDIT_CHECKPOINT_STREAM) continue;
        latest.delete(e.stream);
        latest.set(e.stream, {
          stream: e.stream,
          revision: e.revision,
          hash: e.hash,
          position: e.position,
        });
      }
      const last = page[page.length - 1];
      if (!last) break;
      after = last.position;
    }
    return [...latest.values()];
  }

  onModuleDestroy(): Promise<unknown> | undefined {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return this.running;
  }
}
