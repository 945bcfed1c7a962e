import cluster, { type Worker } from 'node:cluster';

/** The environment variable that tells a server process its number (1…SERVER_PROCESSES). */
export const SERVER_PROCESS_NUMBER = 'SERVER_PROCESS_NUMBER';

/** This process's number when the shop runs as several processes; 1 when it runs as one. */
export function serverProcessNumber(env: NodeJS.ProcessEnv = process.env): number {
  const number = Number(env[SERVER_PROCESS_NUMBER]);
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

/**
 * Runs the shop as `count` processes sharing its port (node:cluster hands each new connection
 * to the next process); in production one process runs under it too, so that it comes back when
 * it dies (main.ts). This supervisor serves nothing and opens no database. One Node process renders pages on one core only; the catalogue and page
 * caches of every process follow the database's NOTIFY, limits live in the database or Redis,
 * and jobs go through pg-boss, so the processes need nothing from each other.
 *
 * - Process 1 starts alone: it migrates the database and loads the demo data when it is empty;
 *   the others start once it listens.
 * - A process that stops after it has listened on the shop's port is started again under the
 *   same number.
 * - A process that stops before it listens (bad settings, no database) stops them all: the
 *   next would fail the same way. The primary exits with its exit code.
 * - SIGTERM and SIGINT go on to every process; the primary exits when they have all stopped.
 */
export function runServerProcesses(count: number, port: number): void {
  const numbers = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let stopping = false;

  const start = (number: number, whenListening?: () => void) => {
    const worker = cluster.fork({ [SERVER_PROCESS_NUMBER]: String(number) });
    numbers.set(worker, number);
    // Listening on the shop's port, not only on the metrics port that opens first.
    worker.on('listening', (address) => {
      if (address.port !== port || listening.has(worker)) return;
      listening.add(worker);
      whenListening?.();
    });
  };
  const stopAll = (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of numbers.keys()) worker.process.kill(signal);
    // Each process closes within its own 10 s; this is only for one that hangs.
    setTimeout(() => process.exit(exitCode || 1), 15_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const number = numbers.get(worker) ?? 0;
    const hadListened = listening.delete(worker);
    numbers.delete(worker);
    if (stopping) {
      if (numbers.size === 0) process.exit();
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!hadListened) {
      console.error(`Çarşı process ${number} stopped before it started (${how}); stopping all.`);
      stopAll('SIGTERM', code || 1);
      if (numbers.size === 0) process.exit();
      return;
    }
    console.error(`Çarşı process ${number} stopped (${how}); starting it again.`);
    start(number);
  });

  start(1, () => {
    for (let number = 2; number <= count; number += 1) start(number);
  });
  process.on('SIGINT', () => stopAll('SIGINT', 0));
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
}
