import { readModelNamespaces } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness.js';
import { type ReadinessDependencies, readinessProbes } from './readiness-probes.js';

const deps = (over: Partial<ReadinessDependencies> = {}): ReadinessDependencies => ({
  events: { readAll: () => Promise.resolve([]) },
  readModels: { readCheckpoint: () => Promise.resolve(undefined) },
  runner: null,
  kafka: null,
  ...over,
});

describe('Readiness asks every dependency the node is configured with', () => {
  it('asks the stores only, without projections or Kafka', () => {
    expect(Object.keys(readinessProbes(deps())).sort()).toEqual(['eventStore', 'readModels']);
  });

  it("asks the read-model store for the lot card's checkpoint, in the namespace its projection names", async () => {
    const asked: string[] = [];
    const readModels = {
      readCheckpoint: (ns: string) => Promise.resolve(void asked.push(ns)),
    };
    await readinessProbes(deps({ readModels })).readModels!();
    expect(asked).toEqual([readModelNamespaces.card]);
  });

  it('asks Kafka when the bus is Kafka', async () => {
    let pinged = 0;
    const kafka = { ping: () => Promise.resolve((pinged += 1)) };
    const probes = readinessProbes(deps({ kafka }));
    expect(Object.keys(probes).sort()).toEqual(['eventStore', 'kafka', 'readModels']);
    expect((await checkReadiness(probes, 1_000)).ready).toBe(true);
    expect(pinged).toBe(1);
  });

  it('is not ready while Kafka cannot answer, and says so under its name', async () => {
    const kafka = {
      ping: () => Promise.reject(new Error('Connection error: connect ECONNREFUSED')),
    };
    const answer = await checkReadiness(readinessProbes(deps({ kafka })), 1_000);
    expect(answer.ready).toBe(false);
    expect(answer.checks.kafka).toMatchObject({
      ok: false,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(answer.checks.eventStore?.ok).toBe(true);
  });

  it('is not ready when Kafka hangs past the probe deadline', async () => {
    const kafka = { ping: () => new Promise(() => undefined) };
    const answer = await checkReadiness(readinessProbes(deps({ kafka })), 50);
    expect(answer.checks.kafka).toMatchObject({ ok: false, error: 'no answer within 50 ms' });
  });
});
