import type { Provider } from '@nestjs/common';
import { KafkaPing } from '@facet/projections';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';

export const KAFKA_PING = Symbol('KAFKA_PING');

/** The Kafka cluster readiness asks, when BUS=kafka with KAFKA_BROKERS; null otherwise. */
export const kafkaPingProvider: Provider = {
  provide: KAFKA_PING,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    config.kafkaBrokers ? new KafkaPing(config.kafkaBrokers) : null,
};
