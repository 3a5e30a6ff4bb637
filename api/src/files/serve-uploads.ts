import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FILE_STORE, type FileStore, storedFileKey } from './file-store.port.js';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * `GET /uploads/{folder}/{original|compressed|thumbnail}/{name}`, read-only and public (lot images
 * are shown to visitors). Only keys the store could have written are looked up, so no request
 * reaches a path outside it. Names are never reused, so a year of caching is safe.
 */
export function serveUploads(app: NestFastifyApplication): void {
  const store = app.get<FileStore>(FILE_STORE);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get<{ Params: { folder: string; size: string; name: string } }>(
    '/uploads/:folder/:size/:name',
    async (req, reply) => {
      const { folder, size, name } = req.params;
      const key = storedFileKey(folder, size, name);
      const opened = key ? await store.open(key) : undefined;
      if (!key || !opened) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .type(TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
        .header('content-length', opened.length)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(opened.stream);
    },
  );
}
