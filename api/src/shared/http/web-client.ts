import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Serves the built web client at `/`; unknown non-API GETs get index.html (SPA routes), except
 * under `/.well-known/`, whose URIs are for tools and answer 404 when nobody serves them.
 */
export async function serveWebClient(app: NestFastifyApplication, dist: string): Promise<boolean> {
  if (!existsSync(join(dist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/*', (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/socket.io') ||
      path.startsWith('/.well-known/')
    )
      return reply.callNotFound();
    return reply.sendFile('index.html');
  });
  return true;
}
