import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory.js';
import { AdjustableClock } from '../src/shared/clock/clock.js';
import { loadConfig } from '../src/shared/config/app-config.js';
import { solvedCaptcha } from './captcha-answer.js';

export interface Harness {
  app: NestFastifyApplication;
  clock: AdjustableClock;
  baseUrl: string;
  dataDir: string;
  post: <T = any>(
    path: string,
    body: unknown,
    token?: string,
  ) => Promise<{ status: number; body: T }>;
  close: () => Promise<void>;
}

/** A JSON POST to `/api/<path>` of a server at `baseUrl`, as the given bearer token if any. */
export const httpPost =
  (baseUrl: string): Harness['post'] =>
  async (path, body, token) => {
    const res = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const iso = (ms: number) => new Date(ms).toISOString();

/** What the route answered: the envelope's `responseData`. */
export const responseData = (r: { body: any }) => r.body.data.responseData;

export const ADMIN = { email: 'admin@facet.test', password: 'admin-pass-123' };

/** A real app on a random loopback port with a real SQLite file in a temp dir. */
/** The per-address connection and socket caps and load shedding, off: a suite that tests one turns it on. */
export const LIMITS_OFF = {
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  SOCKETS_PER_ADDRESS: '0',
  SOCKETS_PER_USER: '0',
  SOCKET_CONNECTS_PER_SECOND: '0',
  SOCKET_CATCHUP_LOTS_PER_SECOND: '0',
  SHED_EVENT_LOOP_DELAY_MS: '0',
  REQUESTS_PER_ADDRESS: '0',
} as const;

export async function startHarness(
  env: Record<string, string> = {},
  dataDir?: string,
  /** LOG_FORMAT=json: where the log lines go (a test reads them). */
  logStream?: NodeJS.WritableStream,
): Promise<Harness> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'facet-http-'));
  const config = loadConfig({
    DATA_DIR: dir,
    PORT: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    // Scenarios move the clock by hours; token expiry has its own suite (test/security).
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    // Scenarios drive hundreds of requests from one address; the limit has its own suite.
    RATE_LIMIT_PER_MINUTE: '0',
    // Socket caps and load shedding have their own suites (a test shares the loop with the api).
    ...LIMITS_OFF,
    ...env,
  });
  const clock = new AdjustableClock();
  const { app } = await createApp({
    config,
    clock,
    logLevels: ['error'],
    serveWeb: false,
    logStream,
  });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    clock,
    baseUrl,
    dataDir: dir,
    post: httpPost(baseUrl),
    close: async () => {
      await app.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `user/register` as the web sends it for a buyer: the raw answer. */
export const registerBuyer = async (h: Harness, first: string, email: string) =>
  h.post('user/register', {
    captcha: await solvedCaptcha(h.post),
    first_name: first,
    last_name: 'Buyer',
    email,
    password: 'correct-horse',
    confirm_password: 'correct-horse',
    termcheck: 1,
  });

/** The signed-up buyer in a `user/register` answer: their token and id. */
export const signedUpBuyer = (r: { body: any }): { token: string; id: string } => ({
  token: r.body.data.responseData.token as string,
  id: r.body.data.responseData.user.id as string,
});

/** A buyer signed up through `user/register`, as the web does it: their token and id. */
export async function signUp(
  h: Harness,
  first: string,
  email: string,
): Promise<{ token: string; id: string }> {
  const r = await registerBuyer(h, first, email);
  if (r.status !== 200) throw new Error(`sign-up of ${email} answered ${r.status}`);
  return signedUpBuyer(r);
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('waitFor timed out');
}
