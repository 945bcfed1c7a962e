import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from './client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tarball) every test file starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Creating and migrating an embedded database costs ~3 s; loading a dumped one ~0.4 s. The
 * server suite migrates once per run here and every test file on PGlite starts from that dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const handle = await openDatabase({});
  await handle.migrate();
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) throw new Error('PGlite did not dump its data directory');
  const dir = mkdtempSync(path.join(tmpdir(), 'carsi-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
