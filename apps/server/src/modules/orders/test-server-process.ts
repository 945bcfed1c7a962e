import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverRoot } from '../../paths';

/** A real server OS process started from the TypeScript source (src/main.ts through tsx). */
export interface ServerProcess {
  origin: string;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  stop(): Promise<void>;
}

const STARTUP_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited(child);
  clearTimeout(killed);
}

/** Polls /api/health until it answers 200; false once the process has died or time is up. */
async function healthy(origin: string, child: ChildProcess, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * Starts the shop's real entry point on a free loopback port against `databaseUrl` (already
 * migrated), with no demo seed, and resolves once /api/health answers. A port taken between
 * probing and listening is retried with another one; anything else fails with the process's
 * last output.
 */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const deadline = Date.now() + STARTUP_MS;
  let output = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot(),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '10',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carsi-process-')),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        // Race tests fire many writes from one address.
        API_WRITES_PER_MINUTE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Drained always (a full pipe would stall the server); only the tail is kept for errors.
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // A test run that dies without its afterAll must not leave servers behind.
    const orphanGuard = () => child.kill('SIGKILL');
    process.once('exit', orphanGuard);
    const stopped = () => stop(child).finally(() => process.off('exit', orphanGuard));
    if (await healthy(origin, child, deadline)) return { origin, stop: stopped };
    await stopped();
    if (!output.includes('EADDRINUSE')) break;
  }
  throw new Error(`the server process did not become healthy:\n${output}`);
}
