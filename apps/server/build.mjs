// Bundles the server (and the operator CLI) into dist/. Workspace packages (@carsi/*) are
// TypeScript and get bundled in; every other dependency stays an ordinary import.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@carsi/'));

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/tasks/cli.ts' },
  outdir: 'dist',
  bundle: true,
  // Modules loaded with import() (the S3 client, …) get their own chunk and load on first use.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
