import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError, openDatabase } from './client';
import { products } from './schema';
import { openTestDatabase } from './test-database';

describe('database client', () => {
  it('applies migrations and answers a ping', async () => {
    const handle = await openTestDatabase();
    expect(await handle.ping()).toBeGreaterThanOrEqual(0);
    expect(await handle.db.select().from(products)).toEqual([]);
    await handle.close();
  });

  it('refuses an unreachable PostgreSQL with a clear error instead of hanging', async () => {
    await expect(
      openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

// A LISTEN connection lives only on PostgreSQL; CI runs this with DATABASE_URL set.
describe.skipIf(!process.env.DATABASE_URL)('LISTEN on PostgreSQL', () => {
  it('reports a lost connection, reconnects, and hears NOTIFY again', async () => {
    const handle = await openTestDatabase();
    const reports: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      reports.push(parts.map(String).join(' '));
    });
    try {
      const heard: string[] = [];
      let reconnected = 0;
      handle.listen(
        'client_test',
        (payload) => heard.push(payload),
        () => {
          reconnected += 1;
        },
      );
      const notify = (payload: string) =>
        handle.db.execute(sql`select pg_notify('client_test', ${payload})`);
      await vi.waitFor(async () => {
        await notify('first');
        expect(heard).toContain('first');
      });
      await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      await vi.waitFor(() => expect(reconnected).toBe(1), { timeout: 10_000 });
      expect(reports.some((r) => r.includes('LISTEN "client_test" failed'))).toBe(true);
      await vi.waitFor(async () => {
        await notify('second');
        expect(heard).toContain('second');
      });
    } finally {
      spy.mockRestore();
      await handle.close();
    }
  });
});
