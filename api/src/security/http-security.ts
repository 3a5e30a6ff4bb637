import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../shared/config/app-config.js';

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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
