// The V8 flags the shop's server runs with: `npm start`, the benches and (written out, keep it
// in step) the Dockerfile's CMD.
//
// --max-semi-space-size=16: Node 24 lets V8's young generation grow to 134 MB, and it stays
// resident. At 16 MB semi-spaces the server starts at ~180 MB RSS instead of ~290 MB and runs
// ~60 MB lower under load, at no throughput cost the memory bench could see (docs/decisions.md,
// "Memory at 100,000 products").
//
// --max-old-space-size=1024: without a limit V8 takes ~4 GB on a large host and lets the old
// space grow to ~4× the live heap between full GCs (~115 MB live → ~360 MB); any set limit
// caps that growth at ~1.5×. 1024 MB is ~9× the live heap under load, so it does not squeeze
// renders; it only stops the slack (docs/decisions.md, "Memory at 100,000 products").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];
