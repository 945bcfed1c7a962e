import { promisify } from 'node:util';
import { constants, createGzip, gunzip, type Gzip as ZlibGzip, type ZlibReset } from 'node:zlib';

export const gunzipAsync = promisify(gunzip);

/**
 * Compressors per level. libuv has four threads, so more would only queue there; a page that
 * finds all four busy waits for one here instead of making a fifth.
 */
const COMPRESSORS_PER_LEVEL = 4;

/** Node's gzip stream has `reset()` like every deflate stream; @types/node leaves it out. */
type Gzip = ZlibGzip & ZlibReset;

interface CompressorPool {
  idle: Gzip[];
  made: number;
  waiting: ((compressor: Gzip) => void)[];
}
const pools = new Map<number, CompressorPool>();

/**
 * gzips a page on libuv's threads with a compressor that is reset and kept, not made anew.
 * A new compressor allocates ~256 KB of state in 64 KB blocks, and the server's
 * MALLOC_MMAP_THRESHOLD_ (scripts/server-flags.mjs) maps those blocks for each page and unmaps
 * them when it is closed. Measured on our 2-core VMs, zlib's one-shot gzip cost 1.3 ms of the
 * calling thread per product page that way, a kept compressor 0.18 ms (docs/decisions/performance.md,
 * "Compressors kept").
 */
export async function gzipAsync(input: Buffer, level = 6): Promise<Buffer> {
  let pool = pools.get(level);
  if (!pool) {
    pool = { idle: [], made: 0, waiting: [] };
    pools.set(level, pool);
  }
  const compressor = await takeCompressor(pool, level);
  try {
    const gzipped = await gzipWith(compressor, input);
    compressor.reset();
    const next = pool.waiting.shift();
    if (next) next(compressor);
    else pool.idle.push(compressor);
    return gzipped;
  } catch (error) {
    // Its state is unknown: never handed out again; a waiting page gets a new one.
    compressor.destroy();
    pool.made -= 1;
    const next = pool.waiting.shift();
    if (next) next(makeCompressor(pool, level));
    throw error;
  }
}

function takeCompressor(pool: CompressorPool, level: number): Gzip | Promise<Gzip> {
  const idle = pool.idle.pop();
  if (idle) return idle;
  if (pool.made < COMPRESSORS_PER_LEVEL) return makeCompressor(pool, level);
  return new Promise((resolve) => pool.waiting.push(resolve));
}

function makeCompressor(pool: CompressorPool, level: number): Gzip {
  pool.made += 1;
  // Every write finishes its gzip member (trailer included) in one trip to libuv's threads,
  // without ending the stream, so the compressor can be reset for the next page.
  return createGzip({ level, flush: constants.Z_FINISH }) as Gzip;
}

function gzipWith(compressor: Gzip, input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const settle = (error?: Error | null) => {
      compressor.off('data', onData);
      compressor.off('error', settle);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    compressor.on('data', onData);
    compressor.once('error', settle);
    compressor.write(input, settle);
  });
}

/** True when the client takes gzip: named, or `*` if gzip is not named (q=0: "not acceptable"). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, boolean>();
  for (const part of text.split(',')) {
    const [name = '', q] = part.trim().split(';');
    weights.set(name.trim().toLowerCase(), !q || !/^q=0(\.0*)?$/.test(q.trim()));
  }
  return weights.get('gzip') ?? weights.get('*') ?? false;
}
