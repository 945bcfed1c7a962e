import { describe, expect, it } from 'vitest';
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
