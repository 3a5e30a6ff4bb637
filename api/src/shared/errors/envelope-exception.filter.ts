import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { CommandIdReused } from '@facet/event-store';
import type { FastifyReply } from 'fastify';
import { failure, type ErrorEnvelope } from '../http/envelope.js';
import { DomainRejection } from '../domain/domain-rejection.js';
import { statusForCode, type MessageResolver } from './domain-rejection.js';
import { HttpProblem } from './http-problem.js';

const GENERIC = 'Something went wrong!';

/** The one place where anything thrown becomes the error envelope and its HTTP status. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly messageFor: MessageResolver) {}

  catch(err: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toEnvelope(err);
    void reply.status(body.data.responseType).send(body);
  }

  toEnvelope(err: unknown): ErrorEnvelope {
    if (err instanceof HttpProblem) return failure(err.status, err.code, err.message, err.details);
    if (err instanceof CommandIdReused)
      return failure(409, 'command.reused', 'command id reused with a different request');
    if (isRevisionConflict(err)) {
      return failure(
        409,
        'command.conflict',
        'The lot changed while your command ran, please retry',
      );
    }
    if (err instanceof DomainRejection) {
      const message = this.messageFor(err.code, err.params);
      return failure(statusForCode(err.code), err.code, message, undefined, err.params);
    }
    if (err instanceof HttpException) return fromNest(err);
    const fastifyStatus = (err as { statusCode?: unknown } | null)?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      const code = String((err as { code?: unknown }).code ?? 'request.invalid');
      return failure(
        fastifyStatus,
        code,
        fastifyStatus === 413 ? 'Request too large' : 'Invalid request',
      );
    }
    this.logger.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return failure(500, 'internal', GENERIC);
  }
}

function isRevisionConflict(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'event-store.revision-conflict';
}

function fromNest(err: HttpException): ErrorEnvelope {
  const status = err.getStatus();
  if (status === 404) return failure(404, 'route.not-found', 'Not found');
  if (status >= 500) return failure(status, 'internal', GENERIC);
  const response = err.getResponse();
  const message =
    typeof response === 'object' && response !== null && 'message' in response
      ? String((response as { message: unknown }).message)
      : err.message;
  return failure(status, `http.${status}`, message);
}
