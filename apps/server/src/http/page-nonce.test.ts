import { gunzipSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER, RENDERED_PAGE } from '@carsi/contract/pages';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HtmlCache } from './html-cache';
import { readRenderedPage } from './rendered-page';
import { shopSecurityHeaders } from './security-headers';
import { sendPage } from './web';

const { pagePolicy } = shopSecurityHeaders({
  shopOrigins: ['http://localhost:3000'],
  sandbox: true,
  strictTransportSecurity: false,
});

const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
/** A page as the render gives it (entry.server.tsx): every inline script with the placeholder. */
const RENDERED =
  `<html><head><script ${nonce}>document.documentElement.dataset.x=""</script>` +
  `<link rel="modulepreload" href="/a.js" ${nonce}/></head><body>` +
  // A visitor's words can never make an attribute: React escapes their quotes.
  `<main>Yorum: nonce=&quot;${CSP_NONCE_PLACEHOLDER}&quot;</main>` +
  `<script ${nonce}>window.__reactRouterContext = {};</script>` +
  `<script ${nonce} type="module" async="">import("/entry.js");</script></body></html>`;

/** The render's answer, as a shared page (Cache-Control: public) or a personal one. */
function renderAnswer(cacheControl = 'public, max-age=0, must-revalidate'): Response {
  const answer = new Response(null, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  });
  Object.defineProperty(answer, RENDERED_PAGE, { value: Buffer.from(RENDERED) });
  return answer;
}

/** The nonce the policy names for scripts (none: null). */
function policyNonce(policy: unknown): string | null {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(policy))?.[1] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  return /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? null;
}

/** The nonces of the page's script and preload tags, and how many tags have none. */
function pageNonces(html: string) {
  const tags = html.match(/<(script|link rel="modulepreload")\b[^>]*>/g) ?? [];
  const nonces = tags.map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1]);
  return { nonces: [...new Set(nonces)], tags: tags.length };
}

describe('script nonces of rendered pages', () => {
  it('gives each render a fresh nonce on every inline script, named by its policy', async () => {
    const first = await readRenderedPage(renderAnswer(), pagePolicy);
    const second = await readRenderedPage(renderAnswer(), pagePolicy);
    const html = first?.body.toString('utf8') ?? '';
    const own = policyNonce(first?.headers.get('content-security-policy'));
    expect(own).toMatch(/^[\w-]{22}$/);
    // The head script, the context script and the after-paint loader (which took the preload).
    expect(pageNonces(html)).toEqual({ nonces: [own], tags: 3 });
    expect(html).not.toContain(nonce);
    expect(html).toContain(`Yorum: nonce=&quot;${CSP_NONCE_PLACEHOLDER}&quot;`);
    // The loader hands its nonce on to the hydration module it adds.
    expect(html).toContain('if(nonce)script.nonce=nonce');
    expect(policyNonce(second?.headers.get('content-security-policy'))).not.toBe(own);
  });

  it('serves a cached shared page with the policy naming the nonce in its own bytes', async () => {
    const cache = new HtmlCache();
    const app = Fastify();
    let renders = 0;
    app.get('/*', async (request, reply) => {
      if (await cache.serve(request.url, request, reply)) return reply;
      renders += 1;
      const page = await readRenderedPage(renderAnswer(), pagePolicy);
      if (!page) throw new Error('not a page');
      if (await cache.storeAndSend(request, reply, page, cache.generation)) return reply;
      return sendPage(reply, page);
    });
    const get = (headers: Record<string, string> = {}) =>
      app.inject({ url: '/', headers: { 'accept-encoding': 'gzip', ...headers } });
    const miss = await get();
    const hit = await get();
    expect(renders).toBe(1);
    expect(hit.headers['x-html-cache']).toBe('HIT');
    for (const answer of [miss, hit]) {
      const html = gunzipSync(answer.rawPayload).toString('utf8');
      const named = policyNonce(answer.headers['content-security-policy']);
      expect(pageNonces(html).nonces).toEqual([named]);
    }
    // A browser revalidating its copy is told the same policy as the copy it keeps.
    const revalidated = await get({ 'if-none-match': String(hit.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(
      hit.headers['content-security-policy'],
    );
  });
});
