import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { RequestWithActor } from '../../shared/auth/auth.decorators.js';

/** What the request's closing log line says of who asked and which command, set once known. */
export interface RequestLogFacts {
  userId?: string;
  commandId?: string;
}

export const LOG_FACTS = Symbol('facet.log-facts');

const COMMAND_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Runs after the guards, so the caller is known: hands the user id and the command id (a bid's,
 * an offer's) to the request log through the raw request, where pino-http reads them when the
 * answer is sent. Only ids: never a body, a header or a token.
 */
@Injectable()
export class RequestLogInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const req = ctx
        .switchToHttp()
        .getRequest<RequestWithActor & { body?: unknown; raw?: Record<symbol, unknown> }>();
      const body = req.body as { commandId?: unknown } | undefined;
      const commandId =
        typeof body?.commandId === 'string' && COMMAND_ID.test(body.commandId)
          ? body.commandId
          : undefined;
      const facts: RequestLogFacts = { userId: req.actor?.id, commandId };
      if (req.raw) req.raw[LOG_FACTS] = facts;
    }
    return next.handle();
  }
}
