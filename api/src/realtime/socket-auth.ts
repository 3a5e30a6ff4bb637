import type { Socket } from 'socket.io';
import type { UserDirectory } from '../shared/auth/actor.js';
import type { TokenService } from '../shared/auth/token.service.js';

/** The handshake's `auth.token`, when valid and the user active; visitors connect without one. */
export async function socketUserId(
  socket: Pick<Socket, 'handshake'>,
  tokens: TokenService,
  users: UserDirectory,
): Promise<string | undefined> {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || token === '') return undefined;
  const claims = await tokens.verify(token.replace(/^Bearer\s+/i, ''));
  const user = claims ? users.byId(claims.sub) : undefined;
  return user && user.status !== 'deactivate' ? user.id : undefined;
}

/** Inbound payloads are validated: at most 200 lot ids of at most 128 characters. */
export function lotIds(payload: unknown): string[] {
  const ids = (payload as { ids?: unknown } | undefined)?.ids;
  if (!Array.isArray(ids)) return [];
  return ids
    .filter((i): i is string => typeof i === 'string' && i.length > 0 && i.length <= 128)
    .slice(0, 200);
}
