import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { loadConfig } from './shared/config/app-config.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, startup, drain } = await createApp({ config });
  const logger = new Logger('Facet');
  // Not Nest's enableShutdownHooks: it closes the modules while requests are still arriving.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: finishing the requests in flight, refusing new ones (503)`);
    const { unfinished } = await drain.drain(config.drainGraceMs);
    if (unfinished) logger.warn(`${unfinished} requests still running after the grace period`);
    await app.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void stop(signal));
  // Thousands of watchers reconnect at once after a restart: the kernel's accept queue holds them
  // while the loop is busy with handshakes (Node's default of 511 dropped the rest into SYN retries).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  logger.log(
    `Facet marketplace on http://localhost:${config.port} (event store: ${config.eventStore})`,
  );
  // A JSON log is shipped and kept: it never carries a password, even the demo's (see README).
  for (const a of startup.demoAccounts)
    logger.log(
      config.logFormat === 'json'
        ? `demo account ${a.role} ${a.email}`
        : `  ${a.role.padEnd(6)} ${a.email}  password: ${a.password}`,
    );
  // Issue 30: the demo's encrypted tender event and where its key shares are.
  if (startup.tenderDemo)
    for (const line of startup.tenderDemo.trimEnd().split('\n')) logger.log(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
