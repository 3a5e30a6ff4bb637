import { describe, expect, it } from 'vitest';
import { signingKeySource } from './signing-key-source.rules.js';

const base = { pem: undefined, file: undefined, production: false, keptPath: '/data/k.pem' };

describe('Where the audit signing key comes from', () => {
  it('takes the configured PEM first (escaped newlines of a one-line env var restored)', () => {
    expect(signingKeySource({ ...base, pem: 'A\\nB', file: '/k', production: true })).toEqual({
      kind: 'configured',
      pem: 'A\nB',
    });
  });

  it('then the configured file', () => {
    expect(signingKeySource({ ...base, file: '/etc/k.pem', production: true })).toEqual({
      kind: 'configured-file',
      path: '/etc/k.pem',
    });
  });

  it('in production without either, the key it generated once and keeps in DATA_DIR', () => {
    expect(signingKeySource({ ...base, production: true })).toEqual({
      kind: 'kept',
      path: '/data/k.pem',
    });
  });

  it("otherwise the repository's demo key", () => {
    expect(signingKeySource(base)).toEqual({ kind: 'demo' });
    expect(signingKeySource({ ...base, pem: '  ' })).toEqual({ kind: 'demo' });
  });
});
