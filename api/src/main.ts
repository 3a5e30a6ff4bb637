import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { loadConfig } from './shared/config/app-config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, startup } = await createApp({ config });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  // Thousands of watchers reconnect at once after a restart: the kernel's accept queue holds them
  // while the loop is busy with handshakes (Node's default of 511 dropped the rest into SYN retries).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  const logger = new Logger('Facet');
  logger.log(
    `Facet marketplace on http://localhost:${config.port} (event store: ${config.eventStore})`,
  );
  for (const a of startup.demoAccounts)
    logger.log(`  ${a.role.padEnd(6)} ${a.email}  password: ${a.password}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
