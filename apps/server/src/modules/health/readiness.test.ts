import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness';

describe('checkReadiness', () => {
  it('names the probes that throw or hang, and logs why', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const started = performance.now();
    const result = await checkReadiness(
      {
        database: async () => 1,
        redis: () => Promise.reject(new Error('connect ECONNREFUSED')),
        jobs: () => new Promise(() => {}),
      },
      log,
      100,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.failing.sort()).toEqual(['jobs', 'redis']);
    expect(result.checks.find((c) => c.name === 'database')?.ok).toBe(true);
    expect(lines.join('')).toContain('ECONNREFUSED');
    expect(lines.join('')).toContain('jobs did not answer within 100 ms');
  });

  it('leaves out probes that are not configured', async () => {
    const result = await checkReadiness(
      { database: async () => 1, redis: undefined },
      pino({ level: 'silent' }),
    );
    expect(result).toEqual({
      checks: [expect.objectContaining({ name: 'database', ok: true })],
      failing: [],
    });
  });
});
