import { resolve } from 'node:path';
import type { SlowClientLimits } from '../http/slow-client-limits.js';
import type { LoadShedding } from '../http/load-shedding.js';

export type EventStoreKind = 'sqlite' | 'postgres' | 'kurrentdb';

/** Everything the process reads from its environment, read once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** UPLOADS_DIR: the local file store's root; unset: DATA_DIR/uploads. */
  uploadsDir: string | undefined;
  /** FILES_S3_BUCKET (with FILES_S3_ENDPOINT, FILES_S3_REGION, FILES_S3_PREFIX): files in S3 instead. */
  filesS3: FilesS3Config | undefined;
  eventStore: EventStoreKind;
  sqliteFile: string;
  pgUrl: string | undefined;
  /** PG_SCHEMA: the schema the event store's tables live in (default public). */
  pgSchema: string | undefined;
  kurrentDbUrl: string | undefined;
  adminEmail: string;
  adminPassword: string;
  /** True when ADMIN_PASSWORD was not set and the printed demo default is in use. */
  adminPasswordIsDefault: boolean;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Origins allowed by CORS besides the api's own (CORS_ORIGINS, comma separated). */
  corsOrigins: string[];
  /** SMTP_URL: mail goes through nodemailer; unset: to the outbox folder under DATA_DIR. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The address the marketplace is served at (PUBLIC_URL), where links in e-mails point; unset,
   * each link goes to the origin the request came from (`shared/http/site-url.ts`).
   */
  publicUrl: string | undefined;
  bodyLimitBytes: number;
  /** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS. */
  slowClients: SlowClientLimits;
  /** RATE_LIMIT_PER_MINUTE, RATE_LIMIT_STORE (see RateLimitConfig). */
  rateLimit: RateLimitConfig;
  /** SOCKETS_PER_ADDRESS, SOCKETS_PER_USER, SOCKET_CONNECTS_PER_SECOND, SOCKET_CATCHUP_LOTS_PER_SECOND. */
  sockets: SocketCaps;
  /** SHED_EVENT_LOOP_DELAY_MS, SHED_EVENT_LOOP_UTILIZATION, SHED_RETRY_AFTER_SECONDS, REQUESTS_PER_ADDRESS. */
  loadShedding: LoadShedding;
  /** DRAIN_GRACE_MS: how long a stopping node waits for requests in flight (default 10 s). */
  drainGraceMs: number;
  /**
   * LOG_FORMAT: 'json' (pino, a line per event with request, user and command ids; the default
   * when NODE_ENV=production) or 'text' (Nest's console lines, for a person at a terminal).
   * LOG_LEVEL: pino's level in json (default info).
   */
  logFormat: 'json' | 'text';
  logLevel: string;
  seedDemo: boolean;
  schedulerEnabled: boolean;
  webDist: string | undefined;
  /** NEWSLETTER_URL and NEWSLETTER_API_KEY: the provider's contact endpoint; unset: sign-ups only recorded. */
  newsletterUrl: string | undefined;
  newsletterApiKey: string | undefined;
  /** Issue 18: the audit signing key and the checkpoint timer. */
  audit: AuditConfig;
  /** BUS=kafka with KAFKA_BROKERS (comma separated): the brokers readiness asks; unset otherwise. */
  kafkaBrokers: string[] | undefined;
}

/** AUDIT_SIGNING_KEY (PKCS#8 PEM) or AUDIT_SIGNING_KEY_FILE; AUDIT_CHECKPOINT_INTERVAL_MS (0: off). */
export interface AuditConfig {
  signingKeyPem: string | undefined;
  signingKeyFile: string | undefined;
  /** NODE_ENV=production: without a configured key, one is generated once and kept in DATA_DIR. */
  production: boolean;
  checkpointIntervalMs: number;
}

/**
 * What one address (and one signed-in user) may hold and ask of the socket gateway, whatever the
 * number of its sockets (realtime/socket-address-guard.ts enforces it).
 */
export interface SocketCaps {
  /** SOCKETS_PER_ADDRESS: sockets open at once from one address (an office behind one NAT). */
  socketsPerAddress: number;
  /** SOCKETS_PER_USER: sockets open at once for one signed-in user (tabs, devices). */
  socketsPerUser: number;
  /** SOCKET_CONNECTS_PER_SECOND: new sockets a second from one address, refused before the upgrade. */
  connectsPerSecond: number;
  /** SOCKET_CATCHUP_LOTS_PER_SECOND: lots named in catch-ups a second, per address and per user. */
  catchUpLotsPerSecond: number;
}

/** RATE_LIMIT_PER_MINUTE requests per client (signed-in user, else address); 0 = off. */
export interface RateLimitConfig {
  perMinute: number;
  /** READ_MODELS=redis or RATE_LIMIT_STORE=redis, with REDIS_URL: one count for every api node. */
  redisUrl: string | undefined;
}

/** The S3 file store: a bucket, on AWS or on an S3-compatible server. */
export interface FilesS3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2...); unset: AWS itself. */
  endpoint?: string;
  region?: string;
  /** Prefix inside the bucket, so one bucket can hold several marketplaces. */
  prefix?: string;
  /** Unset: the AWS SDK's default chain (AWS_ACCESS_KEY_ID, instance roles...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export const DEFAULT_ADMIN_EMAIL = 'admin@facet.test';
export const DEFAULT_ADMIN_PASSWORD = 'admin-demo-pass';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const kind = (env.EVENT_STORE ?? 'sqlite') as EventStoreKind;
  if (!['sqlite', 'postgres', 'kurrentdb'].includes(kind)) {
    throw new Error(`EVENT_STORE must be sqlite, postgres or kurrentdb, not ${kind}`);
  }
  return {
    port: intOr(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : undefined,
    filesS3: env.FILES_S3_BUCKET
      ? {
          bucket: env.FILES_S3_BUCKET,
          ...(env.FILES_S3_ENDPOINT ? { endpoint: env.FILES_S3_ENDPOINT } : {}),
          ...(env.FILES_S3_REGION ? { region: env.FILES_S3_REGION } : {}),
          ...(env.FILES_S3_PREFIX ? { prefix: env.FILES_S3_PREFIX } : {}),
          // Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, instance or pod roles).
          ...(env.FILES_S3_ACCESS_KEY && env.FILES_S3_SECRET_KEY
            ? {
                credentials: {
                  accessKeyId: env.FILES_S3_ACCESS_KEY,
                  secretAccessKey: env.FILES_S3_SECRET_KEY,
                },
              }
            : {}),
        }
      : undefined,
    eventStore: kind,
    sqliteFile: resolve(dataDir, env.SQLITE_FILE ?? 'facet.sqlite'),
    pgUrl: env.PG_URL,
    pgSchema: env.PG_SCHEMA || undefined,
    kurrentDbUrl: env.KURRENTDB_URL,
    adminEmail: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    adminPasswordIsDefault: env.ADMIN_PASSWORD === undefined,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: intOr(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: intOr(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Facet <no-reply@facet.test>',
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/$/, '') || undefined,
    bodyLimitBytes: intOr(env.BODY_LIMIT_BYTES, 256 * 1024),
    drainGraceMs: intOr(env.DRAIN_GRACE_MS, 10_000),
    logFormat:
      (env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text')) === 'json'
        ? 'json'
        : 'text',
    logLevel: env.LOG_LEVEL ?? 'info',
    slowClients: {
      headersTimeoutMs: intOr(env.HEADERS_TIMEOUT_MS, 10_000),
      requestTimeoutMs: intOr(env.REQUEST_TIMEOUT_MS, 60_000),
      idleTimeoutMs: intOr(env.IDLE_TIMEOUT_MS, 72_000),
      // Issue 28: 500 kept-alive connections from one address held the loop for everyone. A
      // browser opens 6 per site; an office behind one NAT a few dozen. 0 turns the cap off (the
      // load scenarios' 400 clients on one machine run with it off).
      maxConnectionsPerAddress: intOr(env.MAX_CONNECTIONS_PER_ADDRESS, 64),
    },
    rateLimit: {
      // A screen makes a few calls a second at most; a client past 20 a second on average is a flood.
      perMinute: intOr(env.RATE_LIMIT_PER_MINUTE, 1200),
      redisUrl:
        env.READ_MODELS === 'redis' || env.RATE_LIMIT_STORE === 'redis'
          ? requireRedisUrl(env.REDIS_URL)
          : undefined,
    },
    sockets: {
      // An office behind one NAT, each person with a tab or two; a probe held 100 from one address.
      socketsPerAddress: intOr(env.SOCKETS_PER_ADDRESS, 100),
      socketsPerUser: intOr(env.SOCKETS_PER_USER, 20),
      // A reconnect wave from one office, not 1,000 a second.
      connectsPerSecond: intOr(env.SOCKET_CONNECTS_PER_SECOND, 20),
      // Ten full catch-ups (200 lots) a second; a reconnecting screen sends one.
      catchUpLotsPerSecond: intOr(env.SOCKET_CATCHUP_LOTS_PER_SECOND, 2_000),
    },
    loadShedding: {
      // Past these the node answers 503 with Retry-After at once rather than queueing everyone;
      // /api/health is never shed. 0 turns a threshold off.
      maxEventLoopDelayMs: intOr(env.SHED_EVENT_LOOP_DELAY_MS, 200),
      maxEventLoopUtilization: ratioOr(env.SHED_EVENT_LOOP_UTILIZATION, 0),
      retryAfterSeconds: intOr(env.SHED_RETRY_AFTER_SECONDS, 2),
      // A browser's 6 connections to a site; an address's further requests wait their turn.
      requestsPerAddress: intOr(env.REQUESTS_PER_ADDRESS, 6),
    },
    seedDemo: env.SEED_DEMO !== '0',
    schedulerEnabled: env.SCHEDULER !== '0',
    webDist: env.WEB_DIST,
    newsletterUrl: env.NEWSLETTER_URL || undefined,
    newsletterApiKey: env.NEWSLETTER_API_KEY || undefined,
    audit: {
      signingKeyPem: env.AUDIT_SIGNING_KEY || undefined,
      signingKeyFile: env.AUDIT_SIGNING_KEY_FILE ? resolve(env.AUDIT_SIGNING_KEY_FILE) : undefined,
      production: env.NODE_ENV === 'production',
      checkpointIntervalMs: intOr(env.AUDIT_CHECKPOINT_INTERVAL_MS, 60_000),
    },
    kafkaBrokers:
      env.BUS === 'kafka' && env.KAFKA_BROKERS
        ? env.KAFKA_BROKERS.split(',')
            .map((b) => b.trim())
            .filter(Boolean)
        : undefined,
  };
}

function requireRedisUrl(url: string | undefined): string {
  if (!url) throw new Error('READ_MODELS=redis or RATE_LIMIT_STORE=redis needs REDIS_URL');
  return url;
}

function ratioOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`Expected a ratio 0-1, got ${value}`);
  return n;
}

function intOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`Expected a non-negative integer, got ${value}`);
  return n;
}
