import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { appVersion } from './paths';
import { runServerProcesses, serverProcessNumber } from './server-processes';

/**
 * Starts the shop: one server process (serve.ts), or with SERVER_PROCESSES above 1 a supervisor
 * that starts and watches that many.
 */
async function main(): Promise<void> {
  const processNumber = serverProcessNumber();
  const config = loadConfig(process.env, appVersion(), processNumber);
  if (config.serverProcesses > 1 && cluster.isPrimary) {
    runServerProcesses(config.serverProcesses, config.port);
    return;
  }
  // Loaded only here (its own chunk): the supervisor needs none of the server, which would
  // hold ~70 MB more in it.
  const { serve } = await import('./serve');
  await serve(config, processNumber);
}

main().catch(async (error: unknown) => {
  const { DatabaseUnavailableError } = await import('./db/client');
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else {
    console.error('Çarşı could not start:', error);
  }
  process.exit(1);
});
