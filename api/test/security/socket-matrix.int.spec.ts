import { ModulesContainer } from '@nestjs/core';
import { MESSAGE_METADATA, GATEWAY_METADATA } from '@nestjs/websockets/constants.js';
import { SignJWT, UnsecuredJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../http-harness.js';
import { type Actors, createActors } from './actors.js';
import { ROLES } from './route-access.table.js';

/** Socket events anyone may send (pushes only inform; commands go over HTTP). A new event needs an entry. */
const SOCKET_ACCESS: Record<string, 'public'> = {
  watchLots: 'public',
  unwatchLots: 'public',
  catchUp: 'public',
};

function gatewayEvents(h: Harness): string[] {
  const events = new Set<string>();
  for (const mod of h.app.get(ModulesContainer).values()) {
    for (const w of mod.providers.values()) {
      const type = w.metatype as (new () => object) | null;
      if (!type || typeof type !== 'function' || !Reflect.getMetadata(GATEWAY_METADATA, type))
        continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const fn = (type.prototype as Record<string, unknown>)[name];
        const msg =
          typeof fn === 'function'
            ? (Reflect.getMetadata(MESSAGE_METADATA, fn) as string | undefined)
            : undefined;
        if (msg) events.add(msg);
      }
    }
  }
  return [...events].sort();
}

describe('Socket events x roles, and the handshake token', () => {
  let h: Harness;
  let actors: Actors;
  const sockets: Socket[] = [];
  const connect = async (token?: string) => {
    const s = io(h.baseUrl, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.on('connect', () => resolve());
      s.on('connect_error', reject);
    });
    return s;
  };
  /** What the server made of the handshake: the user id it joined, or undefined for a visitor. */
  const serverUserId = async (token?: string) => {
    const s = await connect(token);
    await new Promise((r) => setTimeout(r, 50));
    const gateways = [...h.app.get(ModulesContainer).values()]
      .flatMap((m) => [...m.providers.values()])
      .filter((w) => w.metatype && Reflect.getMetadata(GATEWAY_METADATA, w.metatype as object));
    const gateway = gateways[0]?.instance as {
      server: { sockets: { sockets: Map<string, { data: { userId?: string } }> } };
    };
    return gateway.server.sockets.sockets.get(s.id ?? '')?.data.userId;
  };

  beforeAll(async () => {
    h = await startHarness({ ACCESS_TOKEN_TTL_SECONDS: '900' });
    actors = await createActors(h);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await h.close();
  });

  it('has an entry for every event the gateways handle', () => {
    const events = gatewayEvents(h);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((e) => !SOCKET_ACCESS[e])).toEqual([]);
  });

  const cases = Object.keys(SOCKET_ACCESS).flatMap((event) =>
    ROLES.map((role) => [event, role] as const),
  );
  it.each(cases)('%s as %s is answered', async (event, role) => {
    const s = await connect(actors.tokens[role]);
    const ack = (await s
      .timeout(2_000)
      .emitWithAck(event, event === 'catchUp' ? { lots: {} } : { ids: [] })) as { ok: boolean };
    expect(ack.ok).toBe(true);
  });

  it('identifies a live token and treats a forged, foreign-key, expired or revoked one as a visitor', async () => {
    const buyer = actors.tokens.buyer ?? '';
    expect(await serverUserId(buyer)).toBe(actors.ids.buyer);
    const claims = JSON.parse(
      Buffer.from(buyer.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(await serverUserId(new UnsecuredJWT(claims).encode())).toBeUndefined();
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('some-other-secret-entirely'));
    expect(await serverUserId(foreign)).toBeUndefined();
    expect(await serverUserId(actors.tokens.suspended)).toBeUndefined();
    const temp = await actors.login('buyer-without-kyc');
    await h.post('user/logout', {}, temp);
    expect(await serverUserId(temp)).toBeUndefined();
    h.clock.advance(16 * 60_000);
    expect(await serverUserId(buyer)).toBeUndefined();
  });
});
