import type { DocWrite, ReadModelStore } from './read-model-store.port.js';

/** A namespace's first commit: its documents and checkpoint `p1`, nothing expected before. */
export const firstCommit = (s: ReadModelStore, ns: string, writes: DocWrite[]) =>
  s.commit([{ ns, writes, expected: undefined, checkpoint: 'p1' }]);
