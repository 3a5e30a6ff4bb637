import { randomUUID } from 'node:crypto';
import { readModelStoreContract } from '../read-model-store.contract.js';
import { requireRedisUrl } from '../../testing/services.js';
import { RedisReadModelStore } from './redis-read-model-store.js';

readModelStoreContract(
  'redis',
  async () => new RedisReadModelStore(requireRedisUrl()),
  () => `t-${randomUUID()}`,
);
