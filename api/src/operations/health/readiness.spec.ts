import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness.js';

describe('Readiness of a node (issue 19: health checks the stores)', () => {
  it('is ready when every dependency answers', async () => {
    const r = await checkReadiness({ eventStore: async () => 1, readModels: async () => 2 }, 100);
    expect(r.ready).toBe(true);
    expect(Object.values(r.checks).every((c) => c.ok)).toBe(true);
  });

  it('is not ready when one dependency fails, and says which and why, without its URL', async () => {
    const r = await checkReadiness(
      {
        eventStore: async () => 1,
        readModels: async () => {
          throw new Error('connect ECONNREFUSED redis://:hunter2@10.0.0.5:6379\nstack');
        },
      },
      100,
    );
    expect(r.ready).toBe(false);
    expect(r.checks.eventStore?.ok).toBe(true);
    expect(r.checks.readModels).toMatchObject({ ok: false, error: 'connect ECONNREFUSED <url>' });
  });

  it('is not ready when a dependency hangs, within the timeout', async () => {
    const r = await checkReadiness({ eventStore: () => new Promise(() => undefined) }, 50);
    expect(r.ready).toBe(false);
    expect(r.checks.eventStore?.error).toBe('no answer within 50 ms');
  });
});
