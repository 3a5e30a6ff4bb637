import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLogOptions } from './json-logging.module.js';
import { LOG_FACTS, type RequestLogFacts } from './request-log.interceptor.js';

/**
 * Issue 29: the request log made three child loggers per request (the request's, an empty one
 * from `customProps` before the guards had run, and one for the user and command ids at the
 * answer) to write one closing line. The ids now go into that line: one child, the same line.
 */
describe('The request log', () => {
  const close: (() => void)[] = [];
  afterEach(() => {
    for (const c of close.splice(0)) c();
    vi.restoreAllMocks();
  });

  const serve = async (facts: RequestLogFacts | undefined, status: number) => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = pinoHttp(requestLogOptions('info'), sink);
    // Every pino logger shares one `child`: count the children made while a request is served.
    let owner: object = log.logger;
    while (!Object.hasOwn(owner, 'child')) owner = Object.getPrototypeOf(owner) as object;
    const child = vi.spyOn(owner as { child: (b: object) => unknown }, 'child');
    child.mockClear();
    const server = createServer((req, res) =>
      log(req, res, () => {
        // What the interceptor does once the guards know the caller.
        if (facts) (req as IncomingMessage & Record<symbol, unknown>)[LOG_FACTS] = facts;
        res.statusCode = status;
        res.end('ok');
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    close.push(() => server.close());
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/api/bid/confirm?secret=1`, { method: 'POST' });
    await vi.waitFor(() => expect(lines.length).toBe(1));
    return { line: lines[0] ?? {}, children: child.mock.calls.length };
  };

  it("ends a request with one line naming the user and the command, from the request's one child logger", async () => {
    const { line, children } = await serve({ userId: 'u-ann', commandId: 'cmd-7' }, 200);
    expect(line).toMatchObject({
      userId: 'u-ann',
      commandId: 'cmd-7',
      req: { method: 'POST', path: '/api/bid/confirm' },
      res: { statusCode: 200 },
      level: 30,
    });
    expect(children).toBe(1);
  });

  it('names the user on a refusal too, as a warning, and no one when nobody signed in', async () => {
    const refused = await serve({ userId: 'u-ben', commandId: undefined }, 422);
    expect(refused.line).toMatchObject({ userId: 'u-ben', level: 40 });
    expect(refused.line).not.toHaveProperty('commandId');
    const anonymous = await serve(undefined, 401);
    expect(anonymous.line).not.toHaveProperty('userId');
    expect(anonymous.children).toBe(1);
  });
});
