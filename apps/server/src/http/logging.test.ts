import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { customers } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { loggerOptions } from './logging';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Logs `error` the way the server's error handler does and returns the written line. */
function logged(error: unknown): string {
  let out = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  pino(loggerOptions('info'), sink).error({ err: error }, 'unhandled error');
  return out;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('failed queries in the log', () => {
  it('show the statement and SQLSTATE, never a bound value (which the message repeats)', async () => {
    const error = await failure(() =>
      database.db.execute(sql`select ${'SECRET-VALUE-4711'}::int as n from "customers"`),
    );
    const line = logged(error);
    expect(line).not.toContain('SECRET-VALUE-4711');
    expect(JSON.parse(line).err).toMatchObject({
      code: '22P02',
      statement: 'select customers',
      message: 'database query failed',
    });
  });

  it("keep a unique violation's detail (the duplicate value) out and name the constraint", async () => {
    const phone = '+905559871234';
    await database.db.insert(customers).values({ phone });
    const error = await failure(() => database.db.insert(customers).values({ phone }));
    const line = logged(error);
    expect(line).not.toContain('5559871234');
    expect(JSON.parse(line).err).toMatchObject({
      code: '23505',
      statement: 'insert customers',
      constraint: expect.stringContaining('phone'),
    });
  });

  it('leave other errors as they are', () => {
    const line = logged(new TypeError('x is not a function'));
    expect(JSON.parse(line).err).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});
