// `npm start`: builds the web app and the server when their sources are newer than the last
// build (or on the first run), then starts the shop on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';
import { SERVER_ENV, serverNodeFlags } from './server-flags.mjs';

requireSupportedNode('Çarşı');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'apps/server/dist/.build-stamp');
const outputs = ['apps/web/build/server/index.js', 'apps/server/dist/main.js'];
const sources = [
  'packages/domain/src',
  'packages/contract/src',
  'apps/sandbox/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/app',
  'apps/web/public',
  'package-lock.json',
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const built = outputs.every((file) => existsSync(path.join(root, file))) && existsSync(stamp);
const stale =
  !built ||
  Math.max(...sources.map((s) => newestChange(path.join(root, s)))) > statSync(stamp).mtimeMs;

if (stale) {
  console.log(built ? 'Sources changed: rebuilding…' : 'First start: building the shop…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

const server = spawnSync(
  process.execPath,
  [...serverNodeFlags(), path.join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env } },
);
process.exit(server.status ?? 0);
