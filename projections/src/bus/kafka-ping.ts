import { type Admin, Kafka, logLevel } from 'kafkajs';

/**
 * A cheap question to the Kafka cluster for readiness probes: its brokers (metadata), over one
 * admin connection kept between probes. No retries: the probe has its own deadline and answers
 * "not ready" rather than wait; a failed connection is dropped and made again at the next probe.
 */
export class KafkaPing {
  private readonly kafka: Kafka;
  private admin: Admin | undefined;

  constructor(brokers: string[], clientId = 'facet-readiness') {
    this.kafka = new Kafka({
      clientId,
      brokers,
      logLevel: logLevel.NOTHING,
      connectionTimeout: 1_000,
      requestTimeout: 1_500,
      retry: { retries: 0 },
    });
  }

  /** Resolves with the number of brokers the cluster names; rejects when it cannot say. */
  async ping(): Promise<number> {
    try {
      if (!this.admin) {
        const admin = this.kafka.admin();
        this.admin = admin;
        await admin.connect();
      }
      const cluster = await this.admin.describeCluster();
      if (cluster.brokers.length === 0) throw new Error('Kafka names no broker');
      return cluster.brokers.length;
    } catch (err) {
      await this.close();
      throw err;
    }
  }

  async close(): Promise<void> {
    const admin = this.admin;
    this.admin = undefined;
    await admin?.disconnect().catch(() => undefined);
  }

  /** Nest calls this on shutdown when the ping is one of its providers. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}
