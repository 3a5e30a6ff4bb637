/**
 * Nest routes served outside the `/api` prefix: well-known URIs (RFC 8615) that outside tools
 * look for at a fixed place. The web client's SPA fallback leaves `/.well-known/` alone too.
 */
export const UNPREFIXED_ROUTES: readonly string[] = ['.well-known/facet-audit-key'];
