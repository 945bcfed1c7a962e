import autocannon from 'autocannon';

/** What Chromium asks for: without it a server's compression is never measured. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Requests sent in the run's first second are left out of the percentiles: autocannon opens its
 * 50 connections at once, and a busy server accepts one connection per event-loop iteration
 * (libuv), so the last of them waited 1-2.5 s in the accept queue before its first request was
 * read (seen with `ss`: 47 waiting, drained over 1.5 s). That is the opening of the connections,
 * not the answering of requests; its slowest answer is reported apart (`openingMaxMs`).
 */
const OPENING_MS = 1_000;

/**
 * 50 connections on loopback for `seconds`, after a short warm-up. Latencies are collected per
 * response so p95 is exact (autocannon's own summary has p50/p97.5/p99 but no p95).
 */
export async function runLoad(url, visitorHeaders, seconds, { uniquePaths = false } = {}) {
  const headers = { 'accept-encoding': BROWSER_ENCODINGS, ...visitorHeaders };
  // Every request its own address (a query parameter the page ignores): each one misses the
  // HTML cache, as the first visitor of a page does, so this measures the server render.
  let sequence = 0;
  const requests = uniquePaths
    ? [
        {
          setupRequest: (request) => {
            sequence += 1;
            return { ...request, path: `${request.path}?bench=${sequence}` };
          },
        },
      ]
    : undefined;
  await autocannon({ url, headers, requests, connections: 10, duration: 2 });
  const latencies = [];
  let openingMaxMs = 0;
  const start = performance.now();
  const instance = autocannon({ url, headers, requests, connections: 50, duration: seconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    const sentAt = performance.now() - responseTime - start;
    if (sentAt >= OPENING_MS) latencies.push(responseTime);
    else openingMaxMs = Math.max(openingMaxMs, responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    connections: 50,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    openingMaxMs: round(openingMaxMs),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
