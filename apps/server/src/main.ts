import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { appVersion } from './paths';
import { runServerProcesses, serverProcessNumber } from './server-processes';

/**
 * Starts the shop. In production (`npm start`, the Docker image) a supervisor starts and watches
 * SERVER_PROCESSES server processes, one by default: a process that dies is started again. The
 * supervisor opens no database (the embedded one belongs to the one process that serves).
 * Elsewhere (development, tests) with one process this process serves itself (serve.ts).
 */
async function main(): Promise<void> {
  const processNumber = serverProcessNumber();
  const config = loadConfig(process.env, appVersion(), processNumber);
  const supervised = config.serverProcesses > 1 || config.env === 'production';
  if (supervised && cluster.isPrimary) {
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
