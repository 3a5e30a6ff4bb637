import { MemoryReadModelStore } from './memory-read-model-store.js';
import { readModelStoreContract } from '../read-model-store.contract.js';

const shared = new MemoryReadModelStore();
let n = 0;
readModelStoreContract('memory', async () => shared, () => `t${++n}`);
