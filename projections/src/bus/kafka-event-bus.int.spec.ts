import { randomUUID } from 'node:crypto';
import { requireKafkaBrokers } from '../testing/services.js';
import { eventBusContract } from './event-bus.contract.js';
import { KafkaEventBus } from './kafka-event-bus.js';

eventBusContract('kafka', async () => {
  const bus = new KafkaEventBus({
    brokers: requireKafkaBrokers(),
    topic: `facet.test.${randomUUID()}`,
    clientId: 'facet-test',
  });
  await bus.ensureTopic();
  return bus;
});
