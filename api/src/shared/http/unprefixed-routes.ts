/**
 * Nest routes served outside the `/api` prefix: well-known URIs (RFC 8615) that outside tools
 * look for at a fixed place, and `/metrics`, where Prometheus looks by default. The web client's
 * SPA fallback leaves `/.well-known/` alone too. `api/metrics` is listed because the metrics
 * handler names both paths itself: an excluded path is never prefixed, so the old one is kept
 * by spelling it out.
 */
export const UNPREFIXED_ROUTES: readonly string[] = [
  '.well-known/facet-audit-key',
  'metrics',
  'api/metrics',
];
