import { describe, expect, it } from 'vitest';
import { securityHeaders } from './http-security.js';

describe('securityHeaders', () => {
  it('computes once the headers helmet would set on every response', () => {
    const headers = new Map(
      securityHeaders({
        contentSecurityPolicy: {
          directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
        },
        crossOriginEmbedderPolicy: false,
      }),
    );
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(headers.has('Cross-Origin-Embedder-Policy')).toBe(false);
  });

  it('refuses options helmet refuses, at start rather than per request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow(/quoted/);
  });
});
