import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found the same way from TypeScript source and from the bundled dist/. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === '@carsi/server'
    ) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error('apps/server not found above the running module');
}

export const webBuildDir = () => path.join(serverRoot(), '..', 'web', 'build');

export function appVersion(): string {
  const manifest = path.join(serverRoot(), '..', '..', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : '0.0.0';
}
