import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * SOCKET_ADAPTER=redis (or READ_MODELS=redis) with REDIS_URL: rooms span api nodes and workers
 * can emit with @socket.io/redis-emitter. Returns a closer, or undefined on a single node.
 *
 * Close only after socket.io has closed its server: closing the adapter unsubscribes without
 * waiting (or catching), so a client already disconnected failed those commands and the
 * process died on SIGTERM with "Connection is closed" (exit 1). QUIT lets replies still due arrive.
 */
export async function attachRedisAdapter(
  server: Server,
): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.REDIS_URL;
  const wanted = process.env.SOCKET_ADAPTER === 'redis' || process.env.READ_MODELS === 'redis';
  if (!wanted || !url) return undefined;
  const pub = new Redis(url);
  const sub = pub.duplicate();
  // While Redis restarts both reconnect by themselves (sub subscribes again); without a listener
  // every failed reconnect was printed as "missing 'error' handler" (and by ioredis as unhandled).
  for (const client of [pub, sub]) client.on('error', () => undefined);
  server.adapter(createAdapter(pub, sub));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
