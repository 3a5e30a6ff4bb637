import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { badRequest } from '../errors/http-problem.js';

export const NOT_AN_OBJECT = 'The request body must be a JSON object';
export const BYTE_ORDER_MARK = 'The request body must not start with a byte order mark';
export const NOT_FINITE = 'Numbers in the request body must be finite';

/** Whether every number in a parsed JSON value is finite (`1e999` parses to Infinity). */
function allFinite(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'number' && !Number.isFinite(v)) return false;
    if (v !== null && typeof v === 'object') pending.push(...Object.values(v));
  }
  return true;
}

/**
 * Every JSON body, on every route, read by Fastify's own parser (prototype keys refused) and then
 * held to what a client means (issue 28, item 8): an object, not `null` (which `user/logout` took
 * as an empty body and ended the session), nor an array or a bare value; no byte order mark before
 * it; no number JSON cannot hold (`1e999`, stored as 'Infinity'). Each is a 400 before any handler.
 */
export function strictJsonBodies(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parse = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (req, body, done) => {
    const text = body.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) return done(badRequest(BYTE_ORDER_MARK), undefined);
    parse(req as never, text, (err, value) => {
      if (err) return done(err, undefined);
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return done(badRequest(NOT_AN_OBJECT), undefined);
      if (!allFinite(value)) return done(badRequest(NOT_FINITE), undefined);
      done(null, value);
    });
  });
}
