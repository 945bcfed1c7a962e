// Lints the API reference: builds the document /api/openapi.json serves, in-process from the
// contract (no server, no database), writes it to a temporary file and runs Redocly CLI on it
// with the committed redocly.yaml. Run through `npm run lint:openapi` (tsx loads the contract).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiDocument } from '@carsi/contract/openapi-document';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const document = buildApiDocument({ version: '0.0.0-lint', publicUrl });

const folder = mkdtempSync(path.join(tmpdir(), 'carsi-openapi-'));
const file = path.join(folder, 'openapi.json');
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const given = process.argv.slice(2);
// One line a problem unless another format is asked for (`npm run lint:openapi -- --format=…`).
const format = given.some((arg) => arg.startsWith('--format')) ? [] : ['--format=stylish'];
const run = spawnSync(
  process.execPath,
  [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), ...format, ...given],
  {
    stdio: 'inherit',
    cwd: root,
    // No usage reports or update checks: CI reaches only the package registry.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(folder, { recursive: true, force: true });
if (run.error) throw run.error;
process.exit(run.status ?? 1);
