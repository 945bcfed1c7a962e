import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';

// Counts every load of the stand-ins' package: the mock's factory runs when something imports it.
const sandboxPackage = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@carsi/sandbox', async (importOriginal) => {
  sandboxPackage.loads += 1;
  return importOriginal();
});

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Server source files that run in a shop: tests and their helpers (`test-*.ts`, and an area's
 * `testing.ts`, which production code never imports) left out.
 */
function shopSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return shopSources(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    if (/\.test\.tsx?$/.test(entry.name) || entry.name.startsWith('test-')) return [];
    if (entry.name === 'testing.ts') return [];
    return [file];
  });
}

describe('@carsi/sandbox in a shop with real providers', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('is imported only with import(), so the bundle keeps it in a chunk of its own', () => {
    const staticImports = shopSources(sourceRoot).filter((file) =>
      /(^|\n)\s*(import|export)\b[^;]*?from\s+['"]@carsi\/sandbox['"]/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(staticImports.map((file) => path.relative(sourceRoot, file))).toEqual([]);
  });

  it('is never loaded when the server is built with real provider settings', async () => {
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carsi-real-providers-')),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PUBLIC_URL: 'https://shop.test',
        IYZICO_API_KEY: 'live-key',
        IYZICO_SECRET_KEY: 'live-secret',
        NETGSM_USERCODE: 'u',
        NETGSM_PASSWORD: 'p',
        NETGSM_HEADER: 'CARSI',
      }),
      database,
    });
    try {
      expect((await app.inject('/__sandbox/')).statusCode).toBe(404);
      expect(sandboxPackage.loads).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('is loaded in sandbox mode (so the count above would have seen a load)', async () => {
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carsi-sandbox-')),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://shop.test',
      }),
      database,
    });
    try {
      expect((await app.inject('/__sandbox/')).statusCode).toBe(200);
      expect(sandboxPackage.loads).toBe(1);
    } finally {
      await app.close();
    }
  });
});
