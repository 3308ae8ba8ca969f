import { ENV_VARS, loadConfig } from './config.ts';
import { buildServer } from './server.ts';
import { DEMO_ACCOUNTS } from './store/seed-data/accounts.ts';
import { openStore } from './store/store.ts';

/**
 * Entry point: `node gateway/main.ts` (Node 22 strips the types, no build step). Reads the
 * environment, opens (migrating and seeding) the store, listens, and stops cleanly on
 * SIGINT/SIGTERM so the SQLite file is always closed properly.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    console.error('Environment variables:');
    for (const variable of ENV_VARS) console.error(`  ${variable.name} (default ${variable.default}): ${variable.description}`);
    process.exit(1);
  }

  const store = await openStore({ databaseFile: config.databaseFile, scryptCost: config.scryptCost, benchTeam: config.seedBenchTeam });
  const app = await buildServer(config, store);

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping the gateway`);
    try {
      await app.close();
    } finally {
      store.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  console.log(`Reference gateway listening on ${origin}`);
  console.log(`App:      ${origin}/m/home${config.serveApp ? '' : '  (SERVE_APP=off: API only)'}`);
  console.log(`Database: ${config.databaseFile}${store.seeded ? ' (seeded with the demo data)' : ''}`);
  console.log(`Merchant: ${config.merchantCodes.join(', ')}`);
  if (config.adminToken) console.log('Admin API enabled on /admin (Admin-Token header)');
  if (!config.rateLimits) console.log('Rate limits are OFF (RATE_LIMITS=off)');
  console.log(
    config.smsMode === 'demo'
      ? `SMS:      demo (codes are printed below${config.adminToken ? ' and listed by GET /admin/sms' : ''})`
      : 'SMS:      off (SMS_MODE=off: SMS endpoints answer function.not.available)',
  );
  console.log('Demo accounts:');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.username.padEnd(10)} / ${account.password.padEnd(11)} type ${String(account.type).padEnd(3)} ${account.note}`);
  }
}

main().catch((error: unknown) => {
  console.error('The gateway failed to start:', error);
  process.exit(1);
});
