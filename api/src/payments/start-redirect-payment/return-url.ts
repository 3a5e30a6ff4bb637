import type { AppConfig } from '../../shared/config/app-config.js';
import { siteOf, siteUrlFor } from '../../shared/http/site-url.js';

/** The web's screen a redirect gateway sends the payer back to (spec: `/rosoom_success`). */
export const RETURN_PATH = '/rosoom_success';

/**
 * Back to the site the payer started from: the request's Origin when it is this server, the
 * public address or an origin CORS allows; otherwise the site's address (`siteUrlFor`). Never an address a
 * request merely names, so a link cannot be made to hand a signed answer to another site.
 */
export function returnUrlFor(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
): string {
  const origin = typeof headers.origin === 'string' ? headers.origin.replace(/\/$/, '') : '';
  const host = typeof headers.host === 'string' ? headers.host : '';
  const trusted =
    origin !== '' &&
    (origin === config.publicUrl ||
      config.corsOrigins.includes(origin) ||
      hostOf(origin) === host.toLowerCase());
  return `${trusted ? origin : siteUrlFor(siteOf({ headers }), config)}${RETURN_PATH}`;
}

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * This api's route a gateway posts its answer to, at the address the payer reached the api by
 * (the sandbox gateway runs beside it; a real gateway is given the public address).
 */
export function notifyUrlFor(
  request: { protocol?: string; headers: Readonly<Record<string, string | string[] | undefined>> },
  path: string,
): string {
  const host = typeof request.headers.host === 'string' ? request.headers.host : 'localhost';
  return `${request.protocol ?? 'http'}://${host}/api/${path}`;
}
