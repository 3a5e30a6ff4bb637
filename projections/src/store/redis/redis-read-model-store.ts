import type { Position } from '@facet/event-schemas';
import { Redis } from 'ioredis';
import type { Doc } from '../../runner/projection.js';
import { CheckpointMismatch, type NamespaceCommit, type ReadModelStore } from '../read-model-store.port.js';
import { COMMIT_LUA } from './commit.lua.js';

const docKey = (ns: string, id: string): string => `rm:${ns}:${id}`;
const cpKey = (ns: string): string => `cp:${ns}`;
/** Ids of a namespace, apart from the `rm:` documents so no id can collide with it. */
const idxKey = (ns: string): string => `rmx:${ns}`;
const CHUNK = 500;

type WithCommit = Redis & { facetCommit(...args: string[]): Promise<number> };

/** Read models in Redis: one Lua script per batch writes documents and checkpoints atomically. */
export class RedisReadModelStore implements ReadModelStore {
  readonly freshReads = true;
  private readonly redis: WithCommit;

  constructor(urlOrClient: string | Redis) {
    const redis = typeof urlOrClient === 'string' ? new Redis(urlOrClient, { maxRetriesPerRequest: 2 }) : urlOrClient;
    redis.defineCommand('facetCommit', { numberOfKeys: 0, lua: COMMIT_LUA });
    this.redis = redis as WithCommit;
  }

  async getMany<D extends Doc>(ns: string, ids: readonly string[]): Promise<(D | undefined)[]> {
    const out: (D | undefined)[] = [];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const keys = ids.slice(i, i + CHUNK).map((id) => docKey(ns, id));
      if (keys.length === 0) continue;
      const values = await this.redis.mget(...keys);
      for (const v of values) out.push(v == null ? undefined : (JSON.parse(v) as D));
    }
    return out;
  }

  async get<D extends Doc>(ns: string, id: string): Promise<D | undefined> {
    const v = await this.redis.get(docKey(ns, id));
    return v == null ? undefined : (JSON.parse(v) as D);
  }

  async all<D extends Doc>(ns: string): Promise<D[]> {
    const ids = await this.redis.smembers(idxKey(ns));
    return (await this.getMany<D>(ns, ids)).filter((d): d is Awaited<D> => d !== undefined) as D[];
  }

  async readCheckpoint(ns: string): Promise<Position | undefined> {
    return (await this.redis.get(cpKey(ns))) ?? undefined;
  }

  async commit(commits: readonly NamespaceCommit[]): Promise<void> {
    const args: string[] = [String(commits.length)];
    for (const c of commits) {
      args.push(cpKey(c.ns), c.expected ?? '\0', c.checkpoint, idxKey(c.ns), `rm:${c.ns}:`, String(c.writes.length));
      for (const w of c.writes) args.push(w.id, w.doc === null ? '' : JSON.stringify(w.doc));
    }
    try {
      await this.redis.facetCommit(...args);
    } catch (err) {
      const m = /CPMISMATCH cp:(\S+)/.exec(String((err as Error).message));
      if (m?.[1]) throw new CheckpointMismatch(m[1]);
      throw err;
    }
  }

  async drop(ns: string): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `rm:${ns}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await this.redis.unlink(...keys);
    } while (cursor !== '0');
    await this.redis.del(cpKey(ns), idxKey(ns));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
