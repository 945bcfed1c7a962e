import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedSandboxAdmin } from './modules/identity/index';
import { webBuildDir } from './paths';
import { seedDemoData } from './seed';
import { seedCustomerServiceDemo } from './seed/customer-service-demo';

/**
 * One server process: database (migrated, seeded when empty) → server → listen, until SIGTERM
 * or SIGINT closes it. `processNumber` is its number among SERVER_PROCESSES.
 */
export async function serve(config: Config, processNumber: number): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  if (config.seedDemoData) {
    const result = await seedDemoData(database.db, {
      uploadsDir: config.uploadsDir,
      log: (message) => console.log(message),
    });
    if (result.created) console.log(`Demo catalogue loaded: ${result.products} products.`);
    const serviceNote = await seedCustomerServiceDemo(database.db);
    if (serviceNote) console.log(serviceNote);
  }
  const adminNote = await seedSandboxAdmin(database.db, config);
  if (adminNote) console.log(adminNote);

  const app = await buildApp({ config, database, webBuildDir: webBuildDir() });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const which =
    config.serverProcesses > 1 ? `, process ${processNumber} of ${config.serverProcesses}` : '';
  console.log(
    `Çarşı is running at ${config.publicUrl} (${database.kind}${which})${config.sandbox ? SANDBOX_NOTICE : ''}`,
  );
}

/** Said on the start-up line in sandbox mode: never a quiet default for a real shop. */
export const SANDBOX_NOTICE =
  ' — SANDBOX MODE: payments, SMS and Meta go to the stand-ins under /__sandbox, where anyone can read every sign-in code. Not for real customers: a real shop sets IYZICO_* and NETGSM_* (README, Configuration).';
