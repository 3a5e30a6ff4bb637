import { attemptCountsContract } from './attempt-counts.contract.js';
import { MemoryAttemptCounts } from './memory-attempt-counts.js';

attemptCountsContract('in memory', () => Promise.resolve(new MemoryAttemptCounts()));
