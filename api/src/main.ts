import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { loadConfig } from './shared/config/app-config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, startup } = await createApp({ config });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen(config.port, config.host);
  const logger = new Logger('Facet');
  logger.log(`Facet marketplace on http://localhost:${config.port} (event store: ${config.eventStore})`);
  for (const a of startup.demoAccounts) logger.log(`  ${a.role.padEnd(6)} ${a.email}  password: ${a.password}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
