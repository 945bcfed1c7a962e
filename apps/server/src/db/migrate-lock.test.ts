import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { MIGRATION_LOCK_KEY, migratePostgresUnderLock } from './migrate-lock';

// Two processes starting together on one PostgreSQL database (PGlite serves one process only).
const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(!serverUrl)('migrations under an advisory lock', () => {
  const name = `carsi_migrate_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let url: string;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const scoped = new URL(serverUrl!);
    scoped.pathname = `/${name}`;
    url = scoped.toString();
  });
  afterAll(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  const applied = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      return rows[0]!.n;
    } finally {
      await client.end();
    }
  };

  it('waits while another process holds the lock, and two at once both succeed, applied once', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let firstDone = false;
    const first = migratePostgresUnderLock(url, migrationsFolder()).then(() => {
      firstDone = true;
    });
    const second = migratePostgresUnderLock(url, migrationsFolder());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(firstDone).toBe(false);
    const { rows } = await holder.query(`select to_regclass('public.products') as t`);
    expect(rows[0].t).toBeNull();

    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();
    await Promise.all([first, second]);
    expect(await applied()).toBe(journal.entries.length);
    await migratePostgresUnderLock(url, migrationsFolder());
    expect(await applied()).toBe(journal.entries.length);
  }, 60_000);
});
