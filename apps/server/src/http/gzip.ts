import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

/** zlib's one-shot gzip, on libuv's threads: the render's thread only hands the page over. */
export const gzipAsync = promisify(gzip);
export const gunzipAsync = promisify(gunzip);

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
