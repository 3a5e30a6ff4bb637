import { createRequire } from 'node:module';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../shared/config/app-config.js';

type HelmetOptions = Record<string, unknown>;
type HeaderSink = {
  setHeader(name: string, value: string): void;
  removeHeader(name: string): void;
};
type Helmet = (
  options: HelmetOptions,
) => (req: unknown, res: HeaderSink, next: (err?: unknown) => void) => void;

// The helmet that @fastify/helmet itself depends on (same version, no second copy to keep in step).
const require = createRequire(import.meta.url);
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as Helmet;

/**
 * The headers helmet sets for these options, computed once. @fastify/helmet rebuilds the helmet
 * middleware (parsing the CSP directives again) on every request, a few per cent of the bid
 * path's CPU; with static options (no nonces) every request gets the same headers anyway.
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const sink: HeaderSink = {
    setHeader: (name, value) => void headers.set(name, String(value)),
    removeHeader: (name) => void headers.delete(name),
  };
  helmet(options)({}, sink, (err) => {
    if (err) throw err;
  });
  return [...headers];
}

/** Routes as Fastify registered them (the authorization matrix enumerates these). */
export const registeredRoutes: { method: string; url: string }[] = [];

/**
 * Security headers (helmet; CSP fit for the built client: Mantine injects styles, sockets on the
 * same origin) and CORS limited to CORS_ORIGINS. Called before `app.init()`.
 */
export async function applyHttpSecurity(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registeredRoutes.push({ method: String(method), url: route.url });
  });
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile (never JavaScript eval): the buyer's browser
        // seals an encrypted tender with libsodium, which is WebAssembly only (issue 30).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  const allowed = new Set(config.corsOrigins);
  app.enableCors({
    // No Origin header: same origin or not a browser.
    origin: (origin: string | undefined, cb: (err: Error | null, allow: boolean) => void) =>
      cb(null, !origin || allowed.has(origin)),
    credentials: false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'ipaddress'],
    maxAge: 600,
  });
}
