// The Node.js versions the shop runs on come from package.json's `engines.node` (">=X.Y"), so
// the README, npm and `npm start` agree. Kept to syntax every Node since 14 parses, so an old
// runtime reaches the message instead of a syntax error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The lowest supported version from an `engines.node` range of the form ">=22.22" or ">=22.22.0". */
export function minimumFromRange(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must read ">=MAJOR.MINOR", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** True when `version` ("v24.21.0" or "24.21.0") is at least `minimum`. */
export function satisfiesMinimum(version, minimum) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const have = parts[i] ?? 0;
    if (have !== minimum[i]) return have > minimum[i];
  }
  return true;
}

/** Prints the runtime, or explains and exits when this Node is older than the project needs. */
export function requireSupportedNode(label) {
  const range = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const minimum = minimumFromRange(range);
  if (!satisfiesMinimum(process.version, minimum)) {
    console.error(
      `Çarşı needs Node.js ${minimum.join('.')} or newer (24 LTS recommended); this is Node ${process.version}.\n` +
        'Install Node 24 LTS, or use the project\'s copy: export PATH="$(scripts/node-runtime.sh 24):$PATH"',
    );
    process.exit(1);
  }
  console.log(`${label} on Node.js ${process.version}`);
}
