import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminRole, CaptchaChallenge } from '@carsi/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { InProcessJobQueue } from '../../jobs/in-process';
import { notifyAdmins } from '../admin-notifications/index';
import { createActiveAdmin } from './admins/service';
import { createIdentity, type Identity } from './index';
import { createSession } from './sessions/service';

/** The origin PUBLIC_URL gives in tests: cookie requests that change state must carry it. */
export const SHOP_ORIGIN = 'http://localhost:3000';

export interface TestShop {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A whole server on a test database, listening on a free port so the SMS goes over real HTTP
 * to its own sandbox stand-in. Uses Redis for the counters when REDIS_URL is set.
 */
export async function startTestShop(
  options: { database?: DatabaseHandle; env?: Record<string, string> } = {},
): Promise<TestShop> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config: loadConfig(
      {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carsi-identity-')),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        REDIS_URL: process.env.REDIS_URL ?? '',
        API_WRITES_PER_MINUTE: '0',
        ...options.env,
      },
      '0.0.0-test',
    ),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Solves an ALTCHA challenge the way the browser widget does (SHA-256 of salt + number). */
export function solveCaptcha(challenge: CaptchaChallenge): string {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    const hash = createHash('sha256').update(`${challenge.salt}${n}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number: n, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('captcha challenge has no solution');
}

/** A fresh solved captcha from the server. */
export async function captchaValue(app: FastifyInstance): Promise<string> {
  const response = await app.inject('/api/captcha/challenge');
  return solveCaptcha(response.json());
}

/** Every SMS the stand-in received for a phone (E.164), newest first. */
export async function smsTo(app: FastifyInstance, phone: string): Promise<string[]> {
  const response = await app.inject(`/__sandbox/sms/messages?phone=${encodeURIComponent(phone)}`);
  return (response.json().messages as { text: string }[]).map((m) => m.text);
}

/** The code of the newest SMS to a phone. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const texts = await smsTo(app, phone);
  // Order and form notices go to the same phones (as jobs, at any moment); only a sign-in
  // text carries a code.
  const text = texts.find((t) => t.includes('giriş kodunuz')) ?? texts[0];
  const code = text ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** `set-cookie` values of a response by cookie name. */
export function cookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return Object.fromEntries(
    list.map((c: string) => {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      return [name ?? '', value.join('=')];
    }),
  );
}

/** A Bearer header of a fresh active admin with the role (for API tests of the back office). */
export async function adminBearer(
  database: DatabaseHandle,
  role: AdminRole,
): Promise<Record<string, string>> {
  const { admin } = await createActiveAdmin(database.db, {
    phone: testPhone(),
    name: 'Test',
    role,
  });
  const { token } = await createSession(database.db, {
    kind: 'admin',
    principalId: admin._id,
    ttlMs: 3_600_000,
  });
  return { authorization: `Bearer ${token}` };
}

let phoneCounter = 0;
/** A unique Turkish mobile per call, so tests never share per-phone limits. */
export function testPhone(): string {
  phoneCounter += 1;
  const tail = String((process.pid * 1000 + phoneCounter) % 10_000_000).padStart(7, '0');
  return `+90532${tail}`;
}

/**
 * The identity services on a database, outside any HTTP server: same keys and same counter
 * store (database, or Redis when REDIS_URL is set) as a server on that database.
 */
export async function testIdentity(database: DatabaseHandle): Promise<Identity> {
  const app = Fastify();
  return createIdentity({
    app,
    config: loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      REDIS_URL: process.env.REDIS_URL ?? '',
    }),
    db: database.db,
    log: app.log,
    // Nothing runs in the background here; housekeeping is only registered.
    jobs: await InProcessJobQueue.start(database.db, { autoRun: false, log: app.log }),
    notifyAdmins: (notice) => notifyAdmins(database.db, notice),
  });
}
