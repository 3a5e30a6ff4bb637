import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { allowSocketOrigin } from './socket-origin.js';

const handshake = (headers: Record<string, string>) => {
  let verdict: boolean | undefined;
  allowSocketOrigin({ headers } as unknown as IncomingMessage, (_e, ok) => (verdict = ok));
  return verdict;
};

describe('Socket handshake origin', () => {
  it('lets the page served by the marketplace itself connect', () => {
    expect(handshake({ origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' })).toBe(true);
  });

  it('lets a configured origin connect', () => {
    expect(handshake({ origin: 'http://localhost:3000', host: 'api.internal:3000' })).toBe(true);
  });

  it("refuses another site's page", () => {
    expect(handshake({ origin: 'https://evil.example', host: 'localhost:3000' })).toBe(false);
  });

  it('lets non-browser clients without an Origin connect', () => {
    expect(handshake({ host: 'localhost:3000' })).toBe(true);
  });
});
