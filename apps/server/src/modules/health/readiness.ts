import type { readinessCheckNames } from '@carsi/contract';
import type { FastifyBaseLogger } from 'fastify';

export type CheckName = (typeof readinessCheckNames)[number];

/** A dependency readiness pings: resolves when it answers, throws when it does not. */
export type Probe = () => Promise<unknown>;

export interface CheckResult {
  name: CheckName;
  ok: boolean;
  latencyMs: number;
}

/** A check that has not answered by then counts as failed (a hung dependency is not ready). */
export const CHECK_TIMEOUT_MS = 2_000;

class ProbeTimeout extends Error {
  constructor(name: string, ms: number) {
    super(`${name} did not answer within ${ms} ms`);
  }
}

async function run(
  name: CheckName,
  probe: Probe,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<CheckResult> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeout(name, timeoutMs)), timeoutMs);
      }),
    ]);
    return { name, ok: true, latencyMs: Math.round((performance.now() - start) * 100) / 100 };
  } catch (error) {
    // The reason stays in the log: the public answer names the part, not its address or error.
    log.error({ err: error, check: name }, 'readiness check failed');
    return { name, ok: false, latencyMs: Math.round(performance.now() - start) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every probe at once; `failing` names the ones that threw or timed out. */
export async function checkReadiness(
  probes: Partial<Record<CheckName, Probe>>,
  log: FastifyBaseLogger,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<{ checks: CheckResult[]; failing: CheckName[] }> {
  const entries = Object.entries(probes).filter(
    (entry): entry is [CheckName, Probe] => entry[1] !== undefined,
  );
  const checks = await Promise.all(
    entries.map(([name, probe]) => run(name, probe, timeoutMs, log)),
  );
  return { checks, failing: checks.filter((c) => !c.ok).map((c) => c.name) };
}
