// Runs the TypeScript writer worker from source (vitest, tsx): a worker thread does not inherit
// the parent's loader, so it registers tsx before importing the entry. Built code (dist) starts
// the compiled .js entry directly and never loads this file.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
