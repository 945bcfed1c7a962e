// Bundles the server (and the operator CLI) into dist/. Workspace packages (@carsi/*) are
// TypeScript and get bundled in; every other dependency stays an ordinary import but those in
// BUNDLED.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// drizzle-orm ships ~450 small ES modules chained by `export *`. Node's ES module loader holds
// ~80 MB while it links them (pg-core alone: 160 MB of heap, 330 ms), and V8 keeps those pages
// after the collection: the server started at ~225 MB RSS instead of ~155 (docs/decisions/performance.md,
// "drizzle-orm bundled into the server").
const BUNDLED = new Set(['drizzle-orm']);

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@carsi/') && !BUNDLED.has(name),
);

// Chunk names change with their content: old ones would pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

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
  // Maps for stack traces (NODE_OPTIONS=--enable-source-maps) need only the mappings; a loaded
  // map stays in memory, 0.9 MB instead of 3 MB with the sources (scripts/server-flags.mjs).
  sourcesContent: false,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
