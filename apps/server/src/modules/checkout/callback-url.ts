const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The 3-D Secure callback address for a shopper who came from `origin`: the bank
 * sends the browser back to the host it left from, so the cart cookie (kept per host) is still
 * there on the payment-result page. Only loopback aliases of the configured address
 * (localhost ↔ 127.0.0.1, same scheme and port) are swapped; any other host keeps the
 * configured callback, so a forged Host header cannot move it.
 */
export function callbackUrlFor(configured: string, origin: string | undefined): string {
  if (!origin) return configured;
  let from: URL;
  let to: URL;
  try {
    from = new URL(origin);
    to = new URL(configured);
  } catch {
    return configured;
  }
  if (
    from.protocol !== to.protocol ||
    from.port !== to.port ||
    !LOOPBACK.has(from.hostname) ||
    !LOOPBACK.has(to.hostname)
  )
    return configured;
  to.hostname = from.hostname;
  return to.href;
}

/**
 * The other loopback aliases of a loopback `publicUrl` (http://localhost:3000 → also
 * http://127.0.0.1:3000), for the pages' form-action: the sandbox bank page on one alias posts
 * the callback to the other. Empty for any other address.
 */
export function loopbackOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.has(url.hostname)) return [];
  return [...LOOPBACK]
    .filter((host) => host !== url.hostname)
    .map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}
