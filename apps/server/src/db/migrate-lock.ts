import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Advisory-lock key the shop's migrations run under ('carsi-migrate' as a number). */
export const MIGRATION_LOCK_KEY = 4_250_716_215;

/**
 * Applies the migrations on PostgreSQL while holding a session advisory lock, so processes
 * starting together take turns: the first applies them, the others find nothing left to do.
 * The lock lives on one dedicated connection and ends with it, even if this process dies.
 */
export async function migratePostgresUnderLock(url: string, migrationsFolder: string) {
  const client = new pg.Client({ connectionString: url, application_name: 'carsi-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
