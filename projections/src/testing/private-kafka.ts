import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, PrivateServer } from './private-server.js';

const JAVA = '/usr/bin/java';
const REPO = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** The jars `scripts/services/kafka.sh ensure` caches (KAFKA_LIBS may name another cache). */
function kafkaLibs(): string {
  const libs = process.env.KAFKA_LIBS ?? join(REPO, '.services/kafka/libs');
  const ok = existsSync(libs) && readdirSync(libs).some((f) => /^kafka_2\.13-.*\.jar$/.test(f));
  if (!ok)
    throw new Error(
      `Kafka jars are missing under ${libs}: run scripts/services/kafka.sh ensure (or set KAFKA_LIBS)`,
    );
  if (!existsSync(JAVA)) throw new Error(`${JAVA} is missing: this fault test needs Java 17`);
  return libs;
}

/**
 * A single-node KRaft broker of the test's own (free ports, temp dir), so a fault test can kill
 * and restart it without touching the shared broker on 19092. Its log survives a restart.
 */
export class PrivateKafka extends PrivateServer {
  private constructor(
    port: number,
    dir: string,
    private readonly libs: string,
  ) {
    super(port, dir);
  }

  get brokers(): string[] {
    return [`127.0.0.1:${this.port}`];
  }

  static async start(): Promise<PrivateKafka> {
    const libs = kafkaLibs();
    const [port, controller] = [await freePort(), await freePort()];
    const dir = mkdtempSync(join(tmpdir(), 'facet-kafka-'));
    writeFileSync(
      join(dir, 'server.properties'),
      [
        'process.roles=broker,controller',
        'node.id=1',
        `controller.quorum.voters=1@127.0.0.1:${controller}`,
        `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controller}`,
        `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
        'controller.listener.names=CONTROLLER',
        'inter.broker.listener.name=PLAINTEXT',
        'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        `log.dirs=${join(dir, 'data')}`,
        'num.partitions=4',
        'offsets.topic.replication.factor=1',
        'offsets.topic.num.partitions=4',
        'transaction.state.log.replication.factor=1',
        'transaction.state.log.min.isr=1',
        'group.initial.rebalance.delay.ms=0',
        'auto.create.topics.enable=true',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'log4j.properties'), 'log4j.rootLogger=OFF\n');
    const k = new PrivateKafka(port, dir, libs);
    // A cluster id is 16 random bytes, base64url without padding; not one starting with '-' (1 in
    // 64), which the tool's argument parser takes for an option ("expected one argument"), as
    // Kafka's own Uuid.randomUuid also refuses.
    let id = randomBytes(16).toString('base64url');
    while (id.startsWith('-')) id = randomBytes(16).toString('base64url');
    const fmt = spawnSync(
      JAVA,
      [
        ...k.jvmArgs(),
        'kafka.tools.StorageTool',
        'format',
        '-t',
        id,
        '-c',
        join(dir, 'server.properties'),
      ],
      { encoding: 'utf8' },
    );
    if (fmt.status !== 0) throw new Error(`kafka storage format failed: ${fmt.stderr}`);
    await k.up();
    return k;
  }

  private jvmArgs(): string[] {
    return [
      '-Xms128m',
      '-Xmx384m',
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-Djava.awt.headless=true',
      `-Dlog4j.configuration=file:${join(this.dir, 'log4j.properties')}`,
      '-cp',
      `${this.libs}/*`,
    ];
  }

  protected command() {
    return {
      file: JAVA,
      args: [...this.jvmArgs(), 'kafka.Kafka', join(this.dir, 'server.properties')],
      name: 'kafka',
      withinMs: 90_000,
    };
  }
}
