import { KafkaEventBus } from './kafka-event-bus.js';

// One consumer of a group, for the Kafka fault test: prints one line per delivered event (after
// the adapter's dedupe), so the parent sees deliveries and can kill -9 this process mid-run.
const bus = new KafkaEventBus({
  brokers: (process.env.BROKERS ?? '').split(','),
  topic: process.env.TOPIC,
  clientId: process.env.CLIENT_ID,
});
await bus.subscribe(process.env.GROUP ?? 'g', async (batch) => {
  process.stdout.write(
    batch
      .map((e) => JSON.stringify({ id: e.id, stream: e.stream, revision: e.revision }))
      .join('\n') + '\n',
  );
});
process.stdout.write('ready\n');
