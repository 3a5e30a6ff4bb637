import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import type { LogLevel } from '@nestjs/common';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, type AppOptions } from './app.module.js';
import { runStartup, type StartupReport } from './app.startup.js';
import { serveUploads } from './files/serve-uploads.js';
import { applyHttpSecurity } from './security/http-security.js';
import { GracefulDrain } from './shared/http/graceful-drain.js';
import { shedLoadUnderPressure } from './shared/http/load-shedding.js';
import { queueRequestsPerAddress } from './shared/http/requests-per-address.js';
import { echoRequestId, requestIdOf } from './operations/logging/request-id.js';
import { recordHttpMetrics } from './operations/metrics/http-metrics.js';
import { METRICS_REGISTRY } from './operations/metrics/metrics.registry.js';
import { serveWebClient } from './shared/http/web-client.js';
import {
  ConnectionsPerAddress,
  slowClientServerFactory,
} from './shared/http/slow-client-limits.js';
import { UNPREFIXED_ROUTES } from './shared/http/unprefixed-routes.js';
import { keepRawBody } from './shared/http/raw-body.js';
import { strictJsonBodies } from './shared/http/json-body.js';
import { WEBHOOK_URLS } from './payments/stripe-webhook/webhook-urls.js';

export interface CreateAppOptions extends AppOptions {
  logLevels?: LogLevel[];
  /** Serve web/dist (default true when it exists). */
  serveWeb?: boolean;
}

export interface CreatedApp {
  app: NestFastifyApplication;
  startup: StartupReport;
  /** Stops taking requests and waits for those in flight (main.ts on SIGTERM). */
  drain: GracefulDrain;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole process minus `listen`: used by main.ts, the HTTP scenario tests and the bench. */
export async function createApp(options: CreateAppOptions): Promise<CreatedApp> {
  const json = options.config.logFormat === 'json';
  const perAddress = new ConnectionsPerAddress(options.config.slowClients.maxConnectionsPerAddress);
  const adapter = new FastifyAdapter({
    bodyLimit: options.config.bodyLimitBytes,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    serverFactory: slowClientServerFactory(options.config.slowClients, perAddress),
    genReqId: requestIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(options),
    adapter,
    json ? { bufferLogs: true } : { logger: options.logLevels ?? ['log', 'warn', 'error'] },
  );
  if (json) app.useLogger(app.get(PinoLogger));
  app.setGlobalPrefix('api', { exclude: [...UNPREFIXED_ROUTES] });
  const drain = new GracefulDrain(app, () => perAddress.releaseAll());
  // Before the rate limiter and every other hook: a shed request costs the least there.
  await shedLoadUnderPressure(app, options.config.loadShedding);
  queueRequestsPerAddress(app, options.config.loadShedding.requestsPerAddress);
  recordHttpMetrics(app, app.get(METRICS_REGISTRY));
  echoRequestId(app);
  await applyHttpSecurity(app, options.config);
  // Multipart only for the calls that read it (the uploader); its limits are set per call.
  await app.register(fastifyMultipart);
  // Providers sign their webhooks' raw bytes: kept for those routes only.
  keepRawBody(app, WEBHOOK_URLS, options.config.bodyLimitBytes);
  strictJsonBodies(app, options.config.bodyLimitBytes);
  serveUploads(app);
  if (options.serveWeb !== false)
    await serveWebClient(app, options.config.webDist ?? defaultWebDist);
  await app.init();
  const startup = await runStartup(app, options.config);
  return { app, startup, drain };
}
