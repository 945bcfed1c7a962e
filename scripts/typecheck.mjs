// Type-checks every project of the workspace (strict), two at a time or one per core: one `tsc`
// uses one core, and the server and web projects take most of the time. Output is printed per
// project, in order, once each finishes; the exit code is non-zero if any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// Longest first, so the two big ones do not end up one after the other.
const projects = [
  'apps/server',
  'apps/web',
  'packages/contract',
  'e2e',
  'apps/sandbox',
  'packages/domain',
];

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n`);
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const workers = Array.from(
  { length: Math.min(queue.length, Math.max(1, availableParallelism())) },
  async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) {
      ok = (await check(project)) && ok;
    }
    return ok;
  },
);
const results = await Promise.all(workers);
process.exit(results.every(Boolean) ? 0 : 1);
