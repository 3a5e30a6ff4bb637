import type { Position } from '@facet/event-schemas';
import type { Doc } from '../../runner/projection.js';
import { CheckpointMismatch, type NamespaceCommit, type ReadModelStore } from '../read-model-store.port.js';

interface Space {
  docs: Map<string, Doc>;
  checkpoint: Position | undefined;
}

/**
 * The embedded default: documents in a Map, rebuilt from the log at start. Documents are frozen
 * by convention (evolves return new objects), so they are stored and handed out without copies.
 */
export class MemoryReadModelStore implements ReadModelStore {
  readonly freshReads = false;
  private readonly spaces = new Map<string, Space>();

  private space(ns: string): Space {
    let s = this.spaces.get(ns);
    if (!s) this.spaces.set(ns, (s = { docs: new Map(), checkpoint: undefined }));
    return s;
  }

  async getMany<D extends Doc>(ns: string, ids: readonly string[]): Promise<(D | undefined)[]> {
    const docs = this.space(ns).docs;
    return ids.map((id) => docs.get(id) as D | undefined);
  }

  async get<D extends Doc>(ns: string, id: string): Promise<D | undefined> {
    return this.space(ns).docs.get(id) as D | undefined;
  }

  async all<D extends Doc>(ns: string): Promise<D[]> {
    return [...this.space(ns).docs.values()] as D[];
  }

  async readCheckpoint(ns: string): Promise<Position | undefined> {
    return this.space(ns).checkpoint;
  }

  async commit(commits: readonly NamespaceCommit[]): Promise<void> {
    for (const c of commits) {
      if (this.space(c.ns).checkpoint !== c.expected) throw new CheckpointMismatch(c.ns);
    }
    for (const c of commits) {
      const s = this.space(c.ns);
      for (const w of c.writes) {
        if (w.doc === null) s.docs.delete(w.id);
        else s.docs.set(w.id, w.doc);
      }
      s.checkpoint = c.checkpoint;
    }
  }

  async drop(ns: string): Promise<void> {
    this.spaces.delete(ns);
  }

  /** Test hook: what a flushed store looks like. */
  flush(): void {
    this.spaces.clear();
  }

  async close(): Promise<void> {}
}
