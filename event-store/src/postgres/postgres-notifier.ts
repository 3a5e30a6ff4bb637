import pg from 'pg';

/**
 * One LISTEN connection shared by a store's subscriptions. Notifications only shorten the wait:
 * if the connection drops, subscriptions still advance by polling, and the next listen reconnects.
 */
export class PgNotifier {
  private readonly wakers = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;

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
      .then(() => client.query('LISTEN facet_events'))
      .then(() => {
        this.client = client;
      })
      .catch(() => client.end().catch(() => undefined))
      .finally(() => {
        this.connecting = undefined;
      });
    return this.connecting;
  }

  async close(): Promise<void> {
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    this.wakers.clear();
    await client?.end();
  }
}
