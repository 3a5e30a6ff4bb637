import { describe, expect, it } from 'vitest';
import { SessionRevocations } from './session-revocations.js';
import { disconnectRevokedSockets } from './socket-revocation.js';

describe('Socket revocation', () => {
  it("disconnects the user's room when a session ends, and stops after unsubscribe", () => {
    const revocations = new SessionRevocations();
    const closed: string[] = [];
    const stop = disconnectRevokedSockets(revocations, {
      in: (room) => ({ disconnectSockets: () => closed.push(room) }),
    });
    revocations.emit({ userId: 'u1', sessionId: null, reason: 'deactivated' });
    stop();
    revocations.emit({ userId: 'u2', sessionId: 's', reason: 'logout' });
    expect(closed).toEqual(['user:u1']);
  });
});
