import type { IncomingMessage } from 'node:http';

const configured = (process.env.CORS_ORIGINS ?? 'http://localhost:3000')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

/**
 * Browsers send no CORS preflight for a websocket upgrade, so the handshake checks the Origin
 * itself: the page's own origin and CORS_ORIGINS pass; clients without an Origin (servers,
 * load tests) pass, since they hold no browser cookies to abuse.
 */
export function allowSocketOrigin(
  req: IncomingMessage,
  done: (err: string | null, ok: boolean) => void,
) {
  const origin = req.headers.origin;
  if (!origin) return done(null, true);
  const sameOrigin = (() => {
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  })();
  done(null, sameOrigin || configured.includes(origin));
}
