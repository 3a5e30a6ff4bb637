import type { IncomingMessage } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { LOG_FACTS, type RequestLogFacts } from './request-log.interceptor.js';

/** Probes poll every few seconds: their lines would drown the rest. */
const QUIET = new Set(['/api/health', '/api/ready', '/api/metrics']);

const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

/** The request's closing line: what pino-http logs, plus who asked and which command. */
const withFacts = (
  req: IncomingMessage,
  line: Record<string, unknown>,
): Record<string, unknown> => {
  const facts = (req as IncomingMessage & { [LOG_FACTS]?: RequestLogFacts })[LOG_FACTS];
  if (facts) {
    line.userId = facts.userId;
    line.commandId = facts.commandId;
  }
  return line;
};

/**
 * pino-http's options. The user and command ids go into the closing line itself, not through
 * `customProps`: that made two child loggers per request (one with nothing in it, before the guards
 * ran, and one at the answer, after stringifying the ids to compare), for the same line.
 */
export function requestLogOptions(level: string): Options {
  return {
    level,
    customSuccessObject: (req, _res, line: Record<string, unknown>) => withFacts(req, line),
    customErrorObject: (req, _res, _err, line: Record<string, unknown>) => withFacts(req, line),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => QUIET.has(pathOf(req.url)) },
  };
}

/**
 * LOG_FORMAT=json: one JSON line per event (pino), every line of a request carrying its id
 * (Fastify's, see request-id.ts), and the request's closing line its user id,
 * command id, status and time. Nothing else of a request is logged: no body, no query string, no
 * header, so no password, token or card number can reach the log (a test holds it to that).
 */
export function jsonLoggingModule(level: string, stream?: NodeJS.WritableStream): DynamicModule {
  const options = requestLogOptions(level);
  return LoggerModule.forRoot({ pinoHttp: stream ? [options, stream] : options });
}
