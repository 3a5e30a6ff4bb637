import type { Position } from '@facet/event-schemas';
import { Redis } from 'ioredis';
import type { Doc } from '../../runner/projection.js';
import {
  layoutOf,
  SEPARATOR,
  type GroupedLayout,
  type Layouts,
} from '../grouped/grouped-layout.js';
import {
  CheckpointMismatch,
  type EntryCursor,
  type EntryWindow,
  type NamespaceCommit,
  type ReadModelStore,
} from '../read-model-store.port.js';
import { COMMIT_LUA, ENTRIES_LUA } from './commit.lua.js';
import { ENTRY_PAGE_LUA, ENTRY_WINDOW_LUA } from './entry-page.lua.js';
import { commitArgs, cpKey, docPrefix, entriesArgs, idxKey, orderKey } from './redis-args.js';

const parse = <D>(v: string | null | undefined): D | undefined =>
  v == null ? undefined : (JSON.parse(v) as D);

type WithScripts = Redis & {
  facetCommit(args: string[]): Promise<number>;
  facetEntries(args: string[]): Promise<(string | null)[]>;
  facetEntryPage(args: string[]): Promise<(string | null)[]>;
  facetEntryWindow(args: string[]): Promise<[number, ...(string | null)[]]>;
};

function withScripts(redis: Redis): WithScripts {
  redis.defineCommand('facetCommit', { numberOfKeys: 0, lua: COMMIT_LUA });
  redis.defineCommand('facetEntries', { numberOfKeys: 0, lua: ENTRIES_LUA });
  redis.defineCommand('facetEntryPage', { numberOfKeys: 0, lua: ENTRY_PAGE_LUA });
  redis.defineCommand('facetEntryWindow', { numberOfKeys: 0, lua: ENTRY_WINDOW_LUA });
  return redis as WithScripts;
}

/**
 * Read models in Redis: one Lua script per batch writes documents and checkpoints atomically.
 * A grouped read model keeps each group in a hash, so a batch writes only the entries it changed.
 */
export class RedisReadModelStore implements ReadModelStore {
  private readonly redis: WithScripts;
  /**
   * The documents of this store's last commit, per namespace: a batch mostly reads what the batch
   * before it wrote, and then needs no round trip or JSON parse. Only this store's own commits
   * fill it. It stays true while they succeed: another writer or a flush moves or loses the
   * checkpoint, so the next commit fails, and any failed commit empties it.
   */
  private readonly recent = new Map<string, Map<string, Doc | null>>();
  /**
   * Reads of documents and entries that `recent` does not hold use a connection of their own, so
   * they do not queue behind a commit in flight: that commit writes only what `recent` holds,
   * and every earlier one has finished. Whole groups are read on the commit's connection.
   */
  private reader: WithScripts | undefined;
  private commitsInFlight = 0;
  /** Namespaces whose documents a reader has been handed (see loadForFold). */
  private readonly handedOut = new Set<string>();

  constructor(
    urlOrClient: string | Redis,
    /** The grouped read models, by projection name; the store itself names none. */
    private readonly layouts: Layouts,
  ) {
    let redis: Redis;
    if (typeof urlOrClient === 'string') {
      redis = new Redis(urlOrClient, { maxRetriesPerRequest: 2 });
      // A lost connection fails the commands sent meanwhile (the runner retries them); ioredis
      // would also print each failed reconnect as an unhandled error event.
      redis.on('error', () => undefined);
    } else redis = urlOrClient;
    this.redis = withScripts(redis);
    // After a reconnect the server may be another (restarted, empty): what we last wrote is no
    // longer known to be there, so reads go to Redis again. A commit in flight settles it instead:
    // its failure empties `recent`, its success (resent to the server we reach) makes it true.
    redis.on('close', () => {
      if (this.commitsInFlight === 0) this.recent.clear();
    });
  }

  private get entryReader(): WithScripts {
    if (!this.reader) {
      const reader = (this.reader = withScripts(this.redis.duplicate()));
      if (this.redis.listenerCount('error') > 0) reader.on('error', () => undefined);
      // A caller that ends the client it gave us ends this one too.
      this.redis.once('end', () => reader.disconnect());
    }
    return this.reader;
  }

  async getMany<D extends Doc>(ns: string, ids: readonly string[]): Promise<(D | undefined)[]> {
    this.handedOut.add(ns);
    return this.load<D>(ns, ids);
  }

  /**
   * Documents parsed for this call are the runner's alone; those of the last commit (`recent`) are
   * too until a reader has been handed one. The commit wrote their JSON when it was sent.
   */
  async loadForFold<D extends Doc>(
    ns: string,
    ids: readonly string[],
  ): Promise<{ docs: (D | undefined)[]; unshared: boolean }> {
    return { docs: await this.load<D>(ns, ids), unshared: !this.handedOut.has(ns) };
  }

  private async load<D extends Doc>(
    ns: string,
    ids: readonly string[],
  ): Promise<(D | undefined)[]> {
    const recent = this.recent.get(ns);
    if (!recent) return this.fetch<D>(ns, ids);
    const out = new Array<D | undefined>(ids.length);
    const missing: string[] = [];
    const at: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const doc = recent.get(ids[i]!);
      if (doc !== undefined) {
        out[i] = (doc ?? undefined) as D | undefined;
      } else {
        missing.push(ids[i]!);
        at.push(i);
      }
    }
    if (missing.length) (await this.fetch<D>(ns, missing)).forEach((d, j) => (out[at[j]!] = d));
    return out;
  }

  /** One MGET (or one entries script) for the whole batch. */
  private async fetch<D extends Doc>(
    ns: string,
    ids: readonly string[],
  ): Promise<(D | undefined)[]> {
    const layout = layoutOf(this.layouts, ns);
    if (layout) return this.getGrouped<D>(ns, layout, ids);
    if (ids.length === 0) return [];
    const prefix = docPrefix(ns);
    return (await this.entryReader.mget(ids.map((id) => prefix + id))).map((v) => parse<D>(v));
  }

  /** Entries in one script call, whole groups by HGETALL. */
  private async getGrouped<D extends Doc>(
    ns: string,
    layout: GroupedLayout,
    ids: readonly string[],
  ): Promise<(D | undefined)[]> {
    const out = new Array<D | undefined>(ids.length);
    const at: number[] = [];
    const groups: number[] = [];
    ids.forEach((id, i) => (id.includes(SEPARATOR) ? at : groups).push(i));
    if (at.length) {
      const { args, order } = entriesArgs(docPrefix(ns), ids, at);
      (await this.entryReader.facetEntries(args)).forEach((v, j) => (out[order[j]!] = parse<D>(v)));
    }
    if (groups.length) {
      const pipe = this.redis.pipeline();
      for (const i of groups) pipe.hgetall(docPrefix(ns) + ids[i]!);
      const res = (await pipe.exec()) ?? [];
      groups.forEach((i, j) => {
        const [err, hash] = res[j] ?? [];
        if (err) throw err;
        const values = Object.values((hash ?? {}) as Record<string, string>);
        out[i] = values.length
          ? (layout.materialize(
              ids[i]!,
              values.map((v) => JSON.parse(v) as Doc),
            ) as D)
          : undefined;
      });
    }
    return out;
  }

  async get<D extends Doc>(ns: string, id: string): Promise<D | undefined> {
    return (await this.getMany<D>(ns, [id]))[0];
  }

  async all<D extends Doc>(ns: string): Promise<D[]> {
    const ids = await this.redis.smembers(idxKey(ns));
    return (await this.getMany<D>(ns, ids)).filter((d): d is Awaited<D> => d !== undefined) as D[];
  }

  async ids(ns: string): Promise<string[]> {
    return this.redis.smembers(idxKey(ns));
  }

  /** One script (see ENTRY_PAGE_LUA), on the commit's connection: it sees every commit sent before it. */
  async entryPage<D extends Doc>(
    ns: string,
    group: string,
    after: EntryCursor | undefined,
    limit: number,
  ): Promise<D[]> {
    const key = this.orderedGroup(ns, group, 'entryPage');
    const values = await this.redis.facetEntryPage([
      orderKey(key),
      key,
      after === undefined ? '' : String(after.order),
      after?.key ?? '',
      String(limit),
    ]);
    const out: D[] = [];
    for (const v of values) if (v != null) out.push(JSON.parse(v) as D);
    return out;
  }

  /** One script (see ENTRY_WINDOW_LUA), on the commit's connection, as `entryPage`. */
  async entryWindow<D extends Doc>(
    ns: string,
    group: string,
    { offset, limit, descending }: EntryWindow,
  ): Promise<{ entries: D[]; total: number }> {
    const key = this.orderedGroup(ns, group, 'entryWindow');
    const [total, ...values] = await this.redis.facetEntryWindow([
      orderKey(key),
      key,
      String(offset),
      String(limit),
      descending ? '1' : '0',
    ]);
    const entries: D[] = [];
    for (const v of values) if (v != null) entries.push(JSON.parse(v) as D);
    return { entries, total };
  }

  /** The hash key of a group whose layout has an order. */
  private orderedGroup(ns: string, group: string, reader: string): string {
    if (!layoutOf(this.layouts, ns)?.order)
      throw new Error(`${reader} needs a grouped layout with an order`);
    return docPrefix(ns) + group;
  }

  async readCheckpoint(ns: string): Promise<Position | undefined> {
    return (await this.redis.get(cpKey(ns))) ?? undefined;
  }

  async commit(commits: readonly NamespaceCommit[]): Promise<void> {
    const args = commitArgs(commits, (ns) => layoutOf(this.layouts, ns));
    // Remembered as soon as it is sent: the runner folds its next batch while this one runs.
    for (const c of commits) {
      const docs = new Map<string, Doc | null>();
      for (const w of c.writes) docs.set(w.id, w.doc);
      this.recent.set(c.ns, docs);
    }
    this.commitsInFlight += 1;
    try {
      await this.redis.facetCommit(args);
    } catch (err) {
      this.recent.clear();
      const m = /CPMISMATCH cp:(\S+)/.exec(String((err as Error).message));
      if (m?.[1]) throw new CheckpointMismatch(m[1]);
      throw err;
    } finally {
      this.commitsInFlight -= 1;
    }
  }

  async drop(ns: string): Promise<void> {
    this.recent.delete(ns);
    this.handedOut.delete(ns);
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `rm:${ns}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await this.redis.unlink(...keys);
    } while (cursor !== '0');
    await this.redis.del(cpKey(ns), idxKey(ns));
  }

  async close(): Promise<void> {
    this.reader?.disconnect();
    this.redis.disconnect();
  }
}
