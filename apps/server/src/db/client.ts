import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../paths';
import { migratePostgresUnderLock } from './migrate-lock';
import * as schema from './schema';

/**
 * 64-bit integers (money in kuruş, counts) come back as numbers, as PGlite returns them, not as
 * the strings node-postgres gives by default; a value past 2^53 stays a string, never rounded.
 * Drizzle's own parsers fall back to these, so raw SQL and typed selects agree.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
});

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (absent on PGlite); pg-boss opens its own pool on it. */
  url?: string | undefined;
  /** Applies pending migrations; on PostgreSQL under an advisory lock (several processes). */
  migrate(): Promise<void>;
  ping(): Promise<number>;
  /** PostgreSQL only: the node-postgres pool's connections now (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel` (from any process sharing the database);
   * `onReconnect` after a lost listening connection came back, when messages may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): void;
  /** PGlite only: the whole data directory as a tarball (the tests' migrated template). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Directory for PGlite's files; absent → in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Called with the SQL of every statement Drizzle sends (tests count queries with it). */
  onQuery?: ((sql: string) => void) | undefined;
  /**
   * PGlite only: a data directory dumped by `dumpDataDir` to start from (tests load one migrated
   * database instead of creating and migrating a new one per file).
   */
  template?: Blob | undefined;
  /**
   * PostgreSQL only: how long a query waits for a free pooled connection (default 5 s, so a
   * saturated shop answers 503 quickly). Race tests queue hundreds of requests on a small pool.
   */
  connectTimeoutMs?: number;
}

export const queryLogger = (onQuery: DatabaseOptions['onQuery']) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;

export class DatabaseUnavailableError extends Error {}

/**
 * Session settings every connection gets. Search's typo match (`keyword <% name`, served by the
 * trigram index) uses pg_trgm's word-similarity threshold: 0.5 instead of the default 0.6 keeps
 * "yorgna" ~ "yorgan" (0.57) a match.
 */
export const SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': '0.5',
  // A search ranks the first matches a scan finds (at most 1,000); a scan that joins another
  // one midway would make that set, and so the answer, differ from run to run.
  synchronize_seqscans: 'off',
} as const;

/** The committed SQL migrations. */
export const migrationsFolder = () => path.join(serverRoot(), 'drizzle');

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
}

/**
 * A failure of a connection the shop can go on without (it reconnects or is closing anyway): on
 * stderr with what was going on, never dropped. Nothing else here has the server's logger yet.
 */
function reportConnectionError(what: string, error: unknown): void {
  console.error(`[database] ${what}:`, error instanceof Error ? error.message : error);
}

/** One dedicated connection that LISTENs, reconnecting after a failure. */
function listenOnPostgres(url: string) {
  let closed = false;
  const clients = new Set<pg.Client>();
  const listen = (channel: string, onMessage: (p: string) => void, onReconnect?: () => void) => {
    const connect = async (isRetry: boolean): Promise<void> => {
      if (closed) return;
      const client = new pg.Client({ connectionString: url });
      clients.add(client);
      const retry = (error: unknown) => {
        if (!clients.delete(client)) return;
        reportConnectionError(`LISTEN "${channel}" failed, reconnecting in 1 s`, error);
        client
          .end()
          .catch((endError) =>
            reportConnectionError('closing a failed LISTEN connection', endError),
          );
        if (!closed) setTimeout(() => void connect(true), 1_000).unref();
      };
      client.on('error', retry);
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        if (isRetry) onReconnect?.();
      } catch (error) {
        retry(error);
      }
    };
    void connect(false);
  };
  const close = async () => {
    closed = true;
    await Promise.all(
      [...clients].map((c) =>
        c.end().catch((error) => reportConnectionError('closing a LISTEN connection', error)),
      ),
    );
  };
  return { listen, close };
}

async function openPostgres(
  url: string,
  poolSize: number,
  onQuery: DatabaseOptions['onQuery'],
  connectTimeoutMs = 5_000,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool
      .end()
      .catch((endError) => reportConnectionError('closing the unreachable pool', endError));
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`PostgreSQL could not be reached (DATABASE_URL): ${reason}`);
  }
  const db = drizzlePostgres(pool, {
    schema,
    logger: queryLogger(onQuery),
  }) as unknown as Database;
  const listener = listenOnPostgres(url);
  return {
    db,
    kind: 'postgres',
    url,
    migrate: () => migratePostgresUnderLock(url, migrationsFolder()),
    ping: () => timed(() => db.execute(sql`select 1`)),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: listener.listen,
  };
}

export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.onQuery, options.connectTimeoutMs)
    : // The embedded database loads only when there is no PostgreSQL: on PostgreSQL its ~0.5 MB
      // of JavaScript would sit in every server's memory unused.
      import('./pglite').then(({ openPglite }) =>
        openPglite(options.dataDir, options.onQuery, options.template),
      );
}
