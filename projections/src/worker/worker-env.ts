/** What a projection worker is configured with (its process environment). */
export interface WorkerEnv {
  EVENT_STORE?: string;
  SQLITE_FILE?: string;
  PG_URL?: string;
  /** The event store's schema (default public), as the api's PG_SCHEMA. */
  PG_SCHEMA?: string;
  KURRENTDB_URL?: string;
  REDIS_URL?: string;
  BUS?: string;
  KAFKA_BROKERS?: string;
  KAFKA_TOPIC?: string;
}
