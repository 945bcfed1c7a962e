import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority';

function htmlResponse(chunks: string[], type = 'text/html; charset=utf-8'): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': type } });
}

describe('lowerScriptPriority', () => {
  it('marks module preloads in the head as low priority, even when split across chunks', async () => {
    const response = lowerScriptPriority(
      htmlResponse([
        '<html><head><link rel="module',
        'preload" href="/a.js"/><link rel="modulepreload" href="/ğ.js"/></he',
        'ad><body><link rel="modulepreload" href="/body.js"/>İçerik</body></html>',
      ]),
    );
    const html = await response.text();
    expect(html).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/ğ.js"/></head>' +
        '<body><link rel="modulepreload" href="/body.js"/>İçerik</body></html>',
    );
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('rewrites a document that never closes its head', async () => {
    const html = await lowerScriptPriority(
      htmlResponse(['<head><link rel="modulepreload" href="/a.js"/>']),
    ).text();
    expect(html).toBe('<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
  });

  it('leaves other responses alone', async () => {
    const json = htmlResponse(['{"rel":"<link rel=\\"modulepreload\\""}'], 'application/json');
    expect(lowerScriptPriority(json)).toBe(json);
  });
});
