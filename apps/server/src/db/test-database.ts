import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from './client';

let counter = 0;

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of DATABASE_URL, so test files never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `carsi_test_${process.pid}_${Date.now()}_${counter++}`;
  const server = await openDatabase({ url, poolSize: 1 });
  await server.db.execute(sql.raw(`create database "${name}"`));
  const scopedUrl = new URL(url);
  scopedUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: scopedUrl.toString(), poolSize: 8 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await server.close();
    },
  };
}
