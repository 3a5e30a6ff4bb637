/** Adapter suites fail, never skip, when their server is not configured. */
export function requireRedisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url)
    throw new Error('REDIS_URL is not set: start Redis with scripts/services/redis.sh start');
  return url;
}

export function requireKafkaBrokers(): string[] {
  const brokers = process.env.KAFKA_BROKERS;
  if (!brokers)
    throw new Error('KAFKA_BROKERS is not set: start Kafka with scripts/services/kafka.sh start');
  return brokers.split(',');
}
