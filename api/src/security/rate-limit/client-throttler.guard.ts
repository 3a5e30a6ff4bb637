import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { RequestWithActor } from '../../shared/auth/auth.decorators.js';
import { tooManyRequests } from '../../shared/errors/http-problem.js';

/**
 * Per-client limit on every HTTP route: the signed-in user (whatever address they come from),
 * else the client address. Registered after the bearer guard, so `req.actor` is already known.
 * One count per client across routes: a flood of searches and of bids spend the same budget.
 */
@Injectable()
export class ClientThrottlerGuard extends ThrottlerGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // Sockets have their own guard (socket-flood-guard.ts).
    if (context.getType() !== 'http') return true;
    return super.canActivate(context);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const actor = (req as unknown as RequestWithActor).actor;
    return actor ? `user:${actor.id}` : `ip:${await super.getTracker(req)}`;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string): string {
    return tracker;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    _detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw tooManyRequests();
  }
}
