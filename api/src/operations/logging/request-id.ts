import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** A request id a caller (or a load balancer) sent, kept when it is a plain token. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is a plain token (so one id follows a
 * request through the load balancer, the api and its log), else a new UUID; never a long or
 * odd string from outside.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a user's report can be found in the log. */
export function echoRequestId(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      done();
    });
}
