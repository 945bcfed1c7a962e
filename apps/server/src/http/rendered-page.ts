import { RENDERED_PAGE } from '@carsi/contract/pages';
import { stampNonce } from './page-nonce';
import { deferScripts } from './scripts-after-paint';

/** A page as the render answered it, whole: what the HTML cache keeps and a visitor is sent. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * The HTML page of a render's answer, with its scripts moved after the first paint; null for
 * any other answer (client navigation's data, exports, empty redirects), which streams as it is.
 * The render hands the page over whole, beside its answer under RENDERED_PAGE
 * (entry.server.tsx), so it is rewritten in one pass and goes on as a Buffer. In the answer's
 * body it was copied in and read back out through a web stream: ~4.5 % of a fresh product
 * render's CPU, measured side by side. An answer with a body is still read (tests, and any
 * render that does not go through our entry).
 *
 * The rewrite works on the page's bytes (scripts-after-paint.ts): the page is never decoded into
 * a string (decoding made a 100 KB two-byte string of a 51 KB product page, and encoding it back
 * was ~2.5 % of a render's main-thread time; a latin1 copy each way, ~1.5 %).
 *
 * With `contentSecurityPolicy` the page gets a fresh script nonce (page-nonce.ts) and the policy
 * naming it as its Content-Security-Policy header.
 */
export async function readRenderedPage(
  response: Response,
  contentSecurityPolicy?: (nonce: string) => string,
): Promise<RenderedPage | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return null;
  const carried: unknown = (response as { [RENDERED_PAGE]?: unknown })[RENDERED_PAGE];
  let bytes: Buffer;
  if (Buffer.isBuffer(carried)) bytes = carried;
  else if (response.body) bytes = Buffer.from(await response.arrayBuffer());
  else return null;
  const body = deferScripts(bytes);
  // The page's own script nonce, and the policy naming it (the HTML cache keeps both together).
  const nonce = contentSecurityPolicy ? stampNonce(body) : null;
  if (!nonce || !contentSecurityPolicy) {
    return { status: response.status, headers: response.headers, body };
  }
  // A copy: an answer's own headers may be immutable.
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', contentSecurityPolicy(nonce));
  return { status: response.status, headers, body };
}
