import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { openTestDatabase } from './db/test-database';
import { serverRoot } from './paths';

// The shop started as `npm start` starts it, with SERVER_PROCESSES=2: only on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'carsi-processes-'));
  if (!onPostgres) return;
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The test database's address (set: these tests run on PostgreSQL only). */
function databaseUrl(): string {
  if (!database.url) throw new Error('the test database has no address');
  return database.url;
}

/** Three free ports in a row: the shop's, then one metrics port per process. */
async function freePorts(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(
      [0, 1, 2].map(
        (offset) =>
          new Promise<boolean>((resolve) => {
            const probe = createServer();
            probe.once('error', () => resolve(false));
            probe.listen(base + offset, '127.0.0.1', () => probe.close(() => resolve(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return base;
  }
}

/** The pids of the shop processes a process started, read from /proc (tsx adds esbuild's). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (comm) state ppid …": the name may hold spaces, so read after its ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Real-provider settings; starting and answering pages calls none of them. */
const REAL_PROVIDERS = {
  IYZICO_API_KEY: 'test-key',
  IYZICO_SECRET_KEY: 'test-secret',
  IYZICO_BASE_URL: 'http://127.0.0.1:9',
  NETGSM_USERCODE: 'test',
  NETGSM_PASSWORD: 'test',
  NETGSM_HEADER: 'CARSI',
  NETGSM_BASE_URL: 'http://127.0.0.1:9',
};

/** The variables of the test runner's own environment that would change what the shop is. */
const SHOP_VARIABLES =
  /^(IYZICO_|NETGSM_|META_|SANDBOX$|PUBLIC_URL$|SERVER_PROCESSES$|DATABASE_URL$)/;

/** The shop's entry point as `npm start` runs it (NODE_ENV=production), on `env` alone. */
function startShop(env: Record<string, string>) {
  const runner = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SHOP_VARIABLES.test(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot(),
    env: {
      ...runner,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const until = async (done: () => boolean | Promise<boolean>, what: string) => {
    const end = Date.now() + 60_000;
    while (!(await done())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { child, output: () => output, until };
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null }>((resolve) => {
    if (child.exitCode !== null) resolve({ code: child.exitCode });
    else child.once('exit', (code) => resolve({ code }));
  });

const answers = async (url: string) => {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
};

describe.skipIf(!onPostgres)('the shop as several processes', () => {
  it('answers from two processes, starts one again when it dies, and stops them all on SIGTERM', async () => {
    const port = await freePorts();
    const shop = startShop({
      ...REAL_PROVIDERS,
      SERVER_PROCESSES: '2',
      DATABASE_URL: databaseUrl(),
      PORT: String(port),
      METRICS_PORT: String(port + 1),
    });
    try {
      await shop.until(() => /process 2 of 2/.test(shop.output()), 'the second process');
      expect(shop.output()).toMatch(/process 1 of 2/);
      expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe(200);
      // Each process serves its own metrics, on its own port.
      expect(await answers(`http://127.0.0.1:${port + 1}/metrics`)).toBe(200);
      expect(await answers(`http://127.0.0.1:${port + 2}/metrics`)).toBe(200);
      const workers = childrenOf(shop.child.pid!);
      expect(workers).toHaveLength(2);

      process.kill(workers[1]!, 'SIGKILL');
      await shop.until(
        () => /stopped \(signal SIGKILL\); starting it again/.test(shop.output()),
        'the restart notice',
      );
      await shop.until(
        () => childrenOf(shop.child.pid!).filter((pid) => !workers.includes(pid)).length === 1,
        'a new process',
      );
      await shop.until(
        async () =>
          (await answers(`http://127.0.0.1:${port + 1}/metrics`)) === 200 &&
          (await answers(`http://127.0.0.1:${port + 2}/metrics`)) === 200,
        'both metrics ports again',
      );
      expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe(200);

      const stillRunning = childrenOf(shop.child.pid!);
      shop.child.kill('SIGTERM');
      expect(await exitOf(shop.child)).toEqual({ code: 0 });
      for (const pid of stillRunning) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      shop.child.kill('SIGKILL');
    }
  }, 120_000);

  it('stops, with an error, when the first process cannot start', async () => {
    const port = await freePorts();
    const missing = new URL(databaseUrl());
    missing.pathname = '/carsi_no_such_database';
    const shop = startShop({
      ...REAL_PROVIDERS,
      SERVER_PROCESSES: '2',
      DATABASE_URL: missing.href,
      PORT: String(port),
    });
    try {
      const { code } = await exitOf(shop.child);
      expect(code).not.toBe(0);
      expect(shop.output()).toMatch(/process 1 stopped before it started/);
      expect(childrenOf(shop.child.pid!)).toEqual([]);
    } finally {
      shop.child.kill('SIGKILL');
    }
  }, 60_000);
});

describe('the shop as one process in production (npm start)', () => {
  it('runs it under the supervisor, which starts it again when it dies (embedded database)', async () => {
    const port = await freePorts();
    const shop = startShop({ PORT: String(port) });
    try {
      await shop.until(() => /Çarşı is running at/.test(shop.output()), 'the shop');
      expect(shop.output()).toContain('SANDBOX MODE');
      expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe(200);
      // The supervisor serves nothing itself: one server process under it, which has PGlite.
      const [worker, ...others] = childrenOf(shop.child.pid!);
      expect(worker).toBeDefined();
      expect(others).toEqual([]);

      process.kill(worker!, 'SIGKILL');
      await shop.until(
        () => /process 1 stopped \(signal SIGKILL\); starting it again/.test(shop.output()),
        'the restart notice',
      );
      await shop.until(
        async () => (await answers(`http://127.0.0.1:${port}/api/health`)) === 200,
        'the shop again',
      );
      const [restarted, ...more] = childrenOf(shop.child.pid!);
      expect(restarted).toBeDefined();
      expect(restarted).not.toBe(worker);
      expect(more).toEqual([]);

      shop.child.kill('SIGTERM');
      expect(await exitOf(shop.child)).toEqual({ code: 0 });
    } finally {
      shop.child.kill('SIGKILL');
    }
  }, 120_000);

  it('refuses to start with some but not all provider settings, naming what is missing', async () => {
    const port = await freePorts();
    const shop = startShop({
      PORT: String(port),
      IYZICO_API_KEY: 'live-key',
      IYZICO_SECRET_KEY: 'live-secret',
    });
    try {
      const { code } = await exitOf(shop.child);
      expect(code).not.toBe(0);
      expect(shop.output()).toMatch(/NETGSM_USERCODE: required when IYZICO_API_KEY/);
      expect(shop.output()).not.toMatch(/Çarşı is running/);
    } finally {
      shop.child.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses a public (https://) shop without providers unless SANDBOX=on', async () => {
    const port = await freePorts();
    const shop = startShop({ PORT: String(port), PUBLIC_URL: 'https://magaza.example' });
    try {
      const { code } = await exitOf(shop.child);
      expect(code).not.toBe(0);
      expect(shop.output()).toMatch(
        /SANDBOX: PUBLIC_URL https:\/\/magaza\.example is a public shop/,
      );
    } finally {
      shop.child.kill('SIGKILL');
    }
  }, 60_000);
});
