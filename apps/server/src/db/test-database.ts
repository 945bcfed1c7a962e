import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './client';

let counter = 0;

/**
 * A migrated, empty database for one test file: in-memory PGlite (from the run's migrated
 * template) by default, or a fresh database on the PostgreSQL server of DATABASE_URL, so test
 * files never see each other's rows.
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // The suite's global setup migrated one database; each file starts from its dump.
    const templateFile = inject('pgliteTemplate');
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    const handle = await openDatabase({ onQuery: options.onQuery, template });
    // Applies nothing when started from the template; a run without it migrates here.
    await handle.migrate();
    return handle;
  }
  const template = inject('postgresTemplate');
  const server = await openDatabase({ url, poolSize: 1 });
  const name = template
    ? `${template}_${process.pid}_${counter++}`
    : `carsi_test_${process.pid}_${Date.now()}_${counter++}`;
  // A copy of the run's migrated template when there is one (a fraction of a second); a run
  // without the suite's global setup migrates its own.
  await server.db.execute(
    sql.raw(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  await server.close();
  const scopedUrl = new URL(url);
  scopedUrl.pathname = `/${name}`;
  const handle = await openDatabase({
    url: scopedUrl.toString(),
    poolSize: 8,
    onQuery: options.onQuery,
    // Race tests queue hundreds of requests on these 8 connections; on a loaded 2-core machine
    // the wait passes the shop's 5 s, which would fail the test for the machine, not the code.
    connectTimeoutMs: 60_000,
  });
  await handle.migrate();
  if (template) return handle; // the global teardown drops every copy at once
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const admin = await openDatabase({ url, poolSize: 1 });
      // pg's pool.end() resolves before its sockets have closed; a forced drop would then kill
      // them mid-goodbye and surface as an unhandled "terminating connection" error.
      for (let i = 0; i < 50; i += 1) {
        const result = (await admin.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = ${name}`,
        )) as { rows: Array<{ n: number }> };
        if (result.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
    },
  };
}
