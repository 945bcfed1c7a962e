import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV, serverNodeFlags } from '../scripts/server-flags.mjs';

/**
 * Starts a production build of the shop (`dir` holds apps/server/dist) on 127.0.0.1:`port`
 * with its own data directory; `env` adds to the bench's settings.
 */
export function startShop({ dir, port, dataDir, databaseUrl = '', env = {} }) {
  return spawn(
    process.execPath,
    [...serverNodeFlags(), path.join(dir, 'apps/server/dist/main.js')],
    {
      cwd: dir,
      env: {
        ...SERVER_ENV,
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        // The load tests write (add to cart, place order) from one address far above a shopper.
        API_WRITES_PER_MINUTE: '0',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

/** Resolves once the shop at `base` answers its health check; throws after `timeoutMs`. */
export async function waitForHealth(base, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the shop did not start on ${base}`);
}
