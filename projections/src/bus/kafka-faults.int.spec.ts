import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { RecordedEvent } from '@facet/event-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateKafka } from '../testing/private-kafka.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { KafkaEventBus } from './kafka-event-bus.js';

const child = fileURLToPath(new URL('./kafka-consumer.child.ts', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LOTS = 10;

interface Delivery {
  id: string;
  stream: string;
  revision: number;
}

/**
 * Quality row "Kafka broker restart, consumer killed, group rebalanced under load". The broker is
 * the test's own (the shared one on 19092 is never touched); consumers are child processes of one
 * group, one of them killed with SIGKILL (its partitions go to the others after a rebalance); the
 * broker is killed and restarted while events keep being published. The side effect (here: one
 * entry per event id, as a projector's keyed write) must happen once per event, in per-lot order,
 * and no published event may be left unconsumed.
 */
describe('Kafka under faults', () => {
  let kafka: PrivateKafka;
  const consumers: ChildProcess[] = [];
  const deliveries: Delivery[] = [];
  const effects = new Map<string, Delivery>();
  const effectOrder: Delivery[] = [];

  beforeAll(async () => {
    kafka = await PrivateKafka.start();
  }, 120_000);
  afterAll(async () => {
    for (const c of consumers) if (c.exitCode === null) c.kill('SIGKILL');
    await kafka?.stop();
  });

  function startConsumer(topic: string, group: string): Promise<ChildProcess> {
    const c = spawn(process.execPath, ['--import', 'tsx', child], {
      env: {
        ...process.env,
        BROKERS: kafka.brokers.join(','),
        TOPIC: topic,
        GROUP: group,
        CLIENT_ID: `c${consumers.length}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    consumers.push(c);
    let buf = '';
    return new Promise((resolve) => {
      c.stdout!.on('data', (d) => {
        buf += String(d);
        const lines = buf.split('\n');
        buf = lines.pop() ?? '';
        for (const line of lines) {
          if (line === 'ready') {
            resolve(c);
            continue;
          }
          if (!line.trim()) continue;
          const d = JSON.parse(line) as Delivery;
          deliveries.push(d);
          // The side effect, keyed by event id: a redelivery (another consumer after a rebalance)
          // finds it done.
          if (!effects.has(d.id)) {
            effects.set(d.id, d);
            effectOrder.push(d);
          }
        }
      });
    });
  }

  it('each event has its effect once, in per-lot order, none left unconsumed', async () => {
    const topic = `facet.faults.${randomUUID()}`;
    const group = 'faults';
    const bus = new KafkaEventBus({ brokers: kafka.brokers, topic, partitions: 4 });
    await bus.ensureTopic();
    const all: RecordedEvent[] = Array.from({ length: 300 }, (_, i) =>
      recorded(`lot-f${i % LOTS}`, Math.floor(i / LOTS), 'Tick', { lotId: `f${i % LOTS}` }),
    );
    let publishFailures = 0;
    /** Publishes with retries: a batch whose answer was lost may go twice (dedupe by id). */
    const publish = async (from: number, to: number) => {
      for (let i = from; i < to; i += 10) {
        for (;;) {
          try {
            await bus.publish(all.slice(i, i + 10));
            break;
          } catch {
            publishFailures += 1;
            await sleep(250);
          }
        }
        await sleep(20);
      }
    };

    const first = await startConsumer(topic, group);
    await startConsumer(topic, group);
    await publish(0, 100);
    // A consumer killed mid-run; a third joins: the group rebalances under load.
    first.kill('SIGKILL');
    const joining = startConsumer(topic, group);
    await publish(100, 200);
    await joining;
    // The broker killed and restarted while events keep coming.
    const restart = (async () => {
      await kafka.kill();
      await sleep(500);
      await kafka.up();
    })();
    await publish(200, 300);
    await restart;

    const end = Date.now() + 90_000;
    while (effects.size < all.length && Date.now() < end) await sleep(200);
    await bus.close();

    // No event left unconsumed, and none has an effect it was not published for.
    expect(effects.size).toBe(all.length);
    expect([...effects.keys()].sort()).toEqual(all.map((e) => e.id).sort());
    // Per-lot order: each lot's effects follow its revisions.
    for (let s = 0; s < LOTS; s++) {
      const revs = effectOrder.filter((d) => d.stream === `lot-f${s}`).map((d) => d.revision);
      expect(revs, `lot-f${s}`).toEqual([...revs].sort((a, b) => a - b));
    }
    // What was told: the faults really happened (retries, or a redelivery after the rebalance).
    expect(first.exitCode === null && first.signalCode === 'SIGKILL').toBe(true);
    console.info(
      `deliveries ${deliveries.length}, effects ${effects.size}, publish retries ${publishFailures}`,
    );
  }, 180_000);
});
