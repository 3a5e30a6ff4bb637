import pg from 'pg';
import { CHANNEL } from './postgres-schema.js';

/**
 * One LISTEN connection shared by a store's subscriptions. Notifications only shorten the wait:
 * if the connection drops, subscriptions still advance by polling, and the next listen reconnects.
 */
export class PgNotifier {
  private readonly wakers = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private announcing = false;
  private announceAgain = false;

  constructor(
    private readonly url: string,
    private readonly schema: string,
  ) {}

  listen(wake: () => void): () => void {
    this.wakers.add(wake);
    void this.ensureConnected();
    return () => this.wakers.delete(wake);
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.connecting) return this.connecting ?? Promise.resolve();
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      if (n.payload === this.schema) for (const wake of this.wakers) wake();
    });
    client.on('error', () => {
      if (this.client === client) this.client = undefined;
    });
    this.connecting = client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        this.client = client;
      })
      .catch(() => client.end().catch(() => undefined))
      .finally(() => {
        this.connecting = undefined;
      });
    return this.connecting;
  }

  /**
   * Called after a local commit: wakes local subscriptions now and tells other processes with
   * one coalesced NOTIFY. A lost notification only delays them until their next poll.
   */
  announce(pool: pg.Pool): void {
    for (const wake of this.wakers) wake();
    if (this.announcing) {
      this.announceAgain = true;
      return;
    }
    this.announcing = true;
    pool
      .query(`SELECT pg_notify('${CHANNEL}', $1)`, [this.schema])
      .catch(() => undefined)
      .finally(() => {
        this.announcing = false;
        if (this.announceAgain) {
          this.announceAgain = false;
          this.announce(pool);
        }
      });
  }

  async close(): Promise<void> {
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    this.wakers.clear();
    await client?.end();
  }
}
