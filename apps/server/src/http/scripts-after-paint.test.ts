import { runInNewContext } from 'node:vm';
import { RENDERED_PAGE } from '@carsi/contract/pages';
import { describe, expect, it } from 'vitest';
import { readRenderedPage } from './rendered-page';
import { deferScripts } from './scripts-after-paint';

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

const PAGE =
  '<html><head><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/ğ.js"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><main>İçerik &lt;/script&gt;</main>' +
  '<script type="module" async="">import * as r from "/a.js";\nimport("/entry.js"); r.ad = "Çarşı ✓";</script>' +
  '<script>window.data = "</p>";</script></body></html>';

/** The page, its scripts deferred, as text. */
const deferred = (html: string) => deferScripts(Buffer.from(html)).toString('utf8');

/** Runs the page's loader script against a fake DOM; returns what it added and when. */
function runLoader(html: string, { frames = true, nonce = '' } = {}) {
  const loader = /<script(?: nonce="[^"]*")?>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!loader) throw new Error('no loader script');
  const added: Array<{
    where: string;
    rel?: string;
    href?: string;
    type?: string;
    text?: string;
    nonce?: string;
  }> = [];
  const timers: Array<() => void> = [];
  const frameCallbacks: Array<() => void> = [];
  const element = () => ({}) as Record<string, string>;
  runInNewContext(loader, {
    document: {
      createElement: element,
      head: { appendChild: (el: Record<string, string>) => added.push({ where: 'head', ...el }) },
      body: {
        appendChild: (el: Record<string, string>) =>
          added.push({ where: 'body', type: el.type, text: el.textContent, nonce: el.nonce }),
      },
      // The browser keeps a script's nonce in its property (the attribute reads empty).
      currentScript: { nonce },
    },
    requestAnimationFrame: (cb: () => void) => frameCallbacks.push(cb),
    setTimeout: (cb: () => void) => timers.push(cb),
  });
  const beforeFirstFrame = added.length;
  if (frames) for (const cb of frameCallbacks) cb();
  for (const cb of timers) cb();
  return { added, beforeFirstFrame };
}

describe('a rendered page', () => {
  it('has its preloads and hydration module moved into a loader that runs after the first frame', async () => {
    const page = await readRenderedPage(
      htmlResponse([PAGE.slice(0, 25), PAGE.slice(25, 140), PAGE.slice(140)]),
    );
    expect(page?.status).toBe(200);
    const html = page?.body.toString('utf8') ?? '';
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<main>İçerik &lt;/script&gt;</main>');
    expect(html).toContain('<script>window.data = "</p>";</script></body></html>');

    const { added, beforeFirstFrame } = runLoader(html);
    expect(beforeFirstFrame).toBe(0);
    expect(added).toEqual([
      { where: 'head', rel: 'modulepreload', href: '/a.js' },
      { where: 'head', rel: 'modulepreload', href: '/ğ.js' },
      {
        where: 'body',
        type: 'module',
        text: 'import * as r from "/a.js";\nimport("/entry.js"); r.ad = "Çarşı ✓";',
      },
    ]);
  });

  it("gives the loader the hydration module's nonce, and the module it adds the loader's", () => {
    const page = PAGE.replace(
      '<script type="module" async="">',
      '<script nonce="bWFnYXphLW5vbmNl" type="module" async="">',
    );
    const html = deferred(page);
    expect(html).toContain('<script nonce="bWFnYXphLW5vbmNl">(function(){');
    expect(html).not.toContain('type="module" async=""');
    const { added } = runLoader(html, { nonce: 'bWFnYXphLW5vbmNl' });
    expect(added.at(-1)).toMatchObject({ type: 'module', nonce: 'bWFnYXphLW5vbmNl' });
  });

  it('still starts, once, in a tab that produces no frames', () => {
    const { added } = runLoader(deferred(PAGE), { frames: false });
    expect(added.filter((a) => a.type === 'module')).toHaveLength(1);
  });

  it('carries module code with < characters through unharmed and unparsed by the HTML parser', () => {
    const page = PAGE.replace(
      'import("/entry.js"); r.ad = "Çarşı ✓";',
      'if (1 < 2) x = "<!-- <b>";',
    );
    const html = deferred(page);
    expect(html).not.toContain('<!-- <b>');
    expect(runLoader(html).added.at(-1)?.text).toBe(
      'import * as r from "/a.js";\nif (1 < 2) x = "<!-- <b>";',
    );
  });

  it('takes the page the render carries beside its answer (entry.server.tsx), bytes as they are', async () => {
    const answer = new Response(null, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    Object.defineProperty(answer, RENDERED_PAGE, { value: Buffer.from(PAGE) });
    const page = await readRenderedPage(answer);
    expect(page?.status).toBe(404);
    const html = page?.body.toString('utf8') ?? '';
    expect(html).toContain('<main>İçerik &lt;/script&gt;</main>');
    expect(html).not.toContain('<script type="module"');
    expect(runLoader(html).added.at(-1)?.text).toContain('r.ad = "Çarşı ✓"');
    // An HTML answer with neither a carried page nor a body (HEAD) is not a page.
    const head = new Response(null, { headers: { 'content-type': 'text/html' } });
    expect(await readRenderedPage(head)).toBeNull();
  });

  it("moves only the head's preloads that name a file, and only the body's hydration module", () => {
    const page = PAGE.replace(
      '<link rel="icon"',
      '<link rel="modulepreload" crossorigin=""/><link rel="icon"',
    ).replace('<main>', '<main><link rel="modulepreload" href="/body.js"/>');
    const html = deferred(page);
    expect(html).toContain('<head><link rel="modulepreload" crossorigin=""/><link rel="icon"');
    expect(html).toContain('<main><link rel="modulepreload" href="/body.js"/>');
    expect(runLoader(html).added.map((a) => a.href ?? a.type)).toEqual([
      '/a.js',
      '/ğ.js',
      'module',
    ]);
    // A module script in the head is not React Router's hydration module: the page stays as is.
    const inHead =
      '<html><head><script type="module" async="">x()</script></head><body></body></html>';
    expect(deferred(inHead)).toBe(inHead);
  });

  it('leaves documents without a hydration module alone, and is no other answer', async () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect((await readRenderedPage(htmlResponse([plain])))?.body.toString('utf8')).toBe(plain);
    expect(await readRenderedPage(htmlResponse(['{"a":1}'], 'application/json'))).toBeNull();
  });
});
