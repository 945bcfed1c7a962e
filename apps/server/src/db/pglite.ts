import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrationsFolder,
  queryLogger,
  SESSION_SETTINGS,
  timed,
} from './client';
import * as schema from './schema';

/** The embedded database (PGlite): the demo shop and the tests, when there is no PostgreSQL. */
export async function openPglite(
  dataDir: string | undefined,
  onQuery: DatabaseOptions['onQuery'],
  template?: DatabaseOptions['template'],
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The same contrib extensions PostgreSQL ships, for search (trigram typos, accent folding).
  // Options go in one object: `new PGlite(undefined, options)` ignores them (in-memory tests).
  const client = new PGlite({
    dataDir,
    extensions: { pg_trgm, unaccent },
    ...(template ? { loadDataDir: template } : {}),
  });
  await client.waitReady;
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite(client, { schema, logger: queryLogger(onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: (channel, onMessage) => {
      void client.listen(channel, onMessage);
    },
  };
}
