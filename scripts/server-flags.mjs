// The V8 flags the shop's server runs with: `npm start`, the benches and (written out, keep it
// in step) the Dockerfile's CMD. A flag set in NODE_OPTIONS replaces its default here.
//
// --max-semi-space-size=8: Node 24 lets V8's young generation grow to 134 MB, and it stays
// resident. At 8 MB semi-spaces the server starts at ~155 MB RSS instead of ~290 MB; 8 instead
// of 16 (measured together with the AWS SDK no longer loaded at start) saves ~25 MB under load,
// throughput within the memory bench's noise (docs/decisions/performance.md, "Pages kept gzipped").
//
// --max-old-space-size=1024: without a limit V8 takes ~4 GB on a large host and lets the old
// space grow to ~4× the live heap between full GCs (~115 MB live → ~360 MB); any set limit
// caps that growth at ~1.5×. 1024 MB is ~9× the live heap under load, so it does not squeeze
// renders; it only stops the slack (docs/decisions/performance.md, "Memory").
//
// Not taken: --heap-growing-percent=20 (the old space may grow 1.2× its live size before the
// next full GC, instead of V8's own ~2×). It keeps the server under 300 MB with 100,000
// products (289 MB) but costs ~40 % of the cart page's renders (docs/decisions/performance.md).
//
// Not taken by default: --enable-source-maps. Node decodes every loaded map when the module
// loads and keeps it: ~20 MB more under load at 100,000 products (291–295 MB against 270–274).
// The bundle is not minified, so a logged stack names our functions in dist/main.js; an operator
// who wants the TypeScript files and lines sets NODE_OPTIONS=--enable-source-maps.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=1024'];

/**
 * The flags to start the server with: the defaults less those NODE_OPTIONS sets (given on the
 * command line too, a default would win over the operator's choice).
 */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? '') {
  const nameOf = (option) => option.split('=')[0].replaceAll('_', '-');
  const chosen = new Set(nodeOptions.split(/\s+/).filter(Boolean).map(nameOf));
  return SERVER_NODE_FLAGS.filter((flag) => !chosen.has(nameOf(flag)));
}

// The environment the server runs with, under the caller's own (which wins).
//
// MALLOC_ARENA_MAX=1: glibc gives each thread that allocates (libuv's pool compressing, hashing;
// V8's helpers) its own 64 MB arena, and freed memory in them stays resident. One arena: ~20 MB
// less under load at 100,000 products, no throughput change in the memory bench.
//
// MALLOC_MMAP_THRESHOLD_=32768: a page's Buffers (its HTML, 30–60 KB) are then mapped for
// themselves and given back to the system when freed. Left to itself, glibc raises that threshold
// each time a mapped block is freed (up to 32 MB), so after a minute those Buffers came from the
// heap, whose holes are never given back: ~20 MB more under load at 100,000 products, no
// throughput change side by side (docs/decisions/performance.md, "Page Buffers mapped for themselves").
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '32768' };
