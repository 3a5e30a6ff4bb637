import { randomUUID } from 'node:crypto';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import { readModelStoreContract } from '../read-model-store.contract.js';
import { requireRedisUrl } from '../../testing/services.js';
import { RedisReadModelStore } from './redis-read-model-store.js';

readModelStoreContract(
  'redis',
  async () => new RedisReadModelStore(requireRedisUrl(), marketplaceLayouts),
  () => `t-${randomUUID()}`,
);
