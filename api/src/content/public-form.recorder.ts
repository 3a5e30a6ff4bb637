import { Inject, Injectable } from '@nestjs/common';
import type { IdentityEvent } from '@facet/event-schemas';
import { StreamRevisionConflict } from '@facet/event-store';
import { LIMITS, RateLimiter } from '../security/rate-limiter.js';
import type { Actor } from '../shared/auth/actor.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { CommandBuses } from '../shared/event-sourcing/command-buses.js';
import { newId } from '../shared/ids/ids.js';

interface Sent {
  form: 'contact' | 'newsletter';
  ip: string;
  actor: Actor | undefined;
  stream: string;
  /** The event's id (a fresh one by default). */
  id?: string;
}

/** What a visitor's form (contact, newsletter) sends: recorded once, on a stream of its own. */
@Injectable()
export class PublicFormRecorder {
  constructor(
    private readonly buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /** Limited per sender's address as the code-sending forms are; false when it was there already. */
  async record(sent: Sent, event: (at: string) => IdentityEvent): Promise<boolean> {
    await this.limiter.hit([`${sent.form}:ip:${sent.ip}`], LIMITS.sendCodeIp);
    const at = this.clock.now().toISOString();
    const id = sent.id ?? newId();
    try {
      const meta = { id, at, userId: sent.actor?.id, expected: 'no_stream' as const };
      await this.buses.recordOne(sent.stream, event(at), meta);
      return true;
    } catch (err) {
      if (err instanceof StreamRevisionConflict) return false;
      throw err;
    }
  }
}
