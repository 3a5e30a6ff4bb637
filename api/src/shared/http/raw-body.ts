import { Readable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HttpProblem } from '../errors/http-problem.js';

/** A request whose raw bytes were kept (only on the routes `keepRawBody` names). */
export interface WithRawBody {
  rawBody?: Buffer;
}

/**
 * Keeps the exact bytes of the body for the named routes only (a provider's webhook signature is
 * over them; the parsed JSON cannot give them back). Other routes keep no copy. Must run before
 * the routes are registered (before `app.init()`).
 */
export function keepRawBody(
  app: NestFastifyApplication,
  urls: readonly string[],
  limitBytes: number,
): void {
  const wanted = new Set(urls);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (!wanted.has(route.url)) return;
      const keep = async (req: WithRawBody, _reply: unknown, payload: Readable) => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of payload) {
          size += (chunk as Buffer).length;
          if (size > limitBytes)
            throw new HttpProblem(413, 'request.invalid', 'Request body is too large');
          chunks.push(chunk as Buffer);
        }
        req.rawBody = Buffer.concat(chunks);
        const copy = Readable.from([req.rawBody]) as Readable & { receivedEncodedLength?: number };
        copy.receivedEncodedLength = req.rawBody.length;
        return copy;
      };
      const before = route.preParsing;
      route.preParsing = [
        ...(Array.isArray(before) ? before : before ? [before] : []),
        keep as never,
      ];
    });
}
