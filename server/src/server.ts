import { build } from './app';
import { loadConfig } from './config';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, demoDataWarning, seedDemo } from '@server/seeds/demo';
import { demoCustomerLinks, demoTeamPins } from '@server/seeds/demo-links';
import { findCredentialsByEmail } from '@server/repositories/accounts';

// In-flight requests get this long to finish on shutdown before the process gives up on them.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await build({ config, logger: { level: config.logLevel } });

  if (config.seedDemo && (await seedDemo(app.db))) app.log.info('Demo data created');
  const warning = await demoDataWarning(app.db, config.seedDemo);
  if (warning) app.log.error(warning);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Back office: http://${shownHost}:${config.port}/`, `API docs:    http://${shownHost}:${config.port}/docs`];
  // Only claims the demo sign-ins when those users really exist in this database.
  if (await findCredentialsByEmail(app.db, DEMO_EMAIL)) {
    lines.push(`Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`, `              ${OTHER_EMAIL} / ${DEMO_PASSWORD}`);
  }
  const team = await demoTeamPins(app.db);
  if (team.length > 0) lines.push(`Equipe (PIN): ${team.join(', ')}`);
  const links = await demoCustomerLinks(app.db, config.foodHost);
  if (links?.table) lines.push(`Mesa 1:      ${links.table}`);
  if (links?.delivery) lines.push(`Delivery:    ${links.delivery}`);
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
