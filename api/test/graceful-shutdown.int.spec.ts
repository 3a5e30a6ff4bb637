import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, waitFor } from './http-harness.js';
import { freePort } from './child-api.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}
const answerOf = (res: IncomingMessage) =>
  new Promise<Answer>((resolve, reject) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (body += c));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    res.on('error', reject);
  });

/**
 * Issue 19, defect 10: after SIGTERM, requests on open connections get a retryable 503 with
 * `Connection: close` (not a reset), while a request already in flight finishes normally.
 */
describe('SIGTERM drains the node', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;
  let log = '';

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'facet-drain-'));
    server = spawn(process.execPath, [join(repo, 'api/dist/main.js')], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: '0',
        EVENT_STORE: 'sqlite',
        JWT_SECRET: 'drain-secret-drain-secret-drain-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (c: Buffer) => (log += c.toString()));
    server.stderr?.on('data', (c: Buffer) => (log += c.toString()));
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      30_000,
    );
  }, 40_000);
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Connection: close on a kept-alive connection, finishes the request in flight, then exits 0', async () => {
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<Answer>((resolve, reject) =>
        httpRequest({ host: '127.0.0.1', port, path, agent: keptAlive }, (res) =>
          resolve(answerOf(res)),
        )
          .on('error', reject)
          .end(),
      );
    expect((await get('/api/health')).status).toBe(200);

    // A login whose body is still arriving when the signal comes: in flight.
    const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
    const inFlight = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const inFlightAnswer = new Promise<Answer>((resolve, reject) => {
      inFlight.on('response', (res) => resolve(answerOf(res)));
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));

    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    await waitFor(() => log.includes('SIGTERM: finishing the requests in flight'));

    const refused = await get('/api/health');
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBe('2');
    expect(JSON.parse(refused.body).data.code).toBe('server.restarting');

    inFlight.end(body.slice(10));
    const finished = await inFlightAnswer;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body).data.responseData.token).toEqual(expect.any(String));

    expect(await exited).toBe(0);
    keptAlive.destroy();
  }, 40_000);
});
