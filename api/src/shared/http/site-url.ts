import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';

/** Where a request came from: its Origin header, and the host and scheme it reached the api by. */
export interface RequestSite {
  origin?: string | undefined;
  host?: string | undefined;
  protocol?: string | undefined;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

export function siteOf(request: { protocol?: string; headers: Headers }): RequestSite {
  const { origin, host } = request.headers;
  return {
    origin: typeof origin === 'string' ? origin : undefined,
    host: typeof host === 'string' ? host : undefined,
    protocol: request.protocol,
  };
}

/** The request's `RequestSite`, for a controller whose answer or mail links back to the site. */
export const FromSite = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestSite =>
  siteOf(ctx.switchToHttp().getRequest<{ protocol?: string; headers: Headers }>()),
);

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * The address the marketplace is served at: PUBLIC_URL when set (production sets it, so a forged
 * Host cannot point a reset link elsewhere); otherwise the page's origin when it is this host or
 * one CORS allows, else the scheme and host the request reached us by. Never a made-up
 * `localhost`.
 */
export function siteUrlFor(
  site: RequestSite,
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
): string {
  if (config.publicUrl) return config.publicUrl;
  const origin = site.origin?.replace(/\/$/, '');
  const host = site.host?.toLowerCase();
  if (origin && (config.corsOrigins.includes(origin) || (host && hostOf(origin) === host)))
    return origin;
  if (host) return `${site.protocol ?? 'http'}://${host}`;
  return config.corsOrigins[0] ?? '';
}
