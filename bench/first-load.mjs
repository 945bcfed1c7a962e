/**
 * JavaScript a first visit to `/` downloads: the entry module and every modulepreload link,
 * each gzipped (level 9) and summed. Admin and wholesale chunks must not be among them.
 */
export async function firstLoadJs(base, gzip) {
  const html = await (await fetch(`${base}/`)).text();
  const hrefs = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g))
    hrefs.add(match[1]);
  // The server moves the preloads into a loader that runs after the first paint.
  const deferred = /started=true;(\[[^\]]*\])\.forEach/.exec(html);
  for (const href of deferred ? JSON.parse(deferred[1]) : []) hrefs.add(href);
  // The entry module, imported by the inline hydration module (JSON-escaped inside the loader).
  for (const match of html.matchAll(/import\(\\?"([^"\\]+\.js)\\?"\)/g)) hrefs.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    hrefs.add(match[1]);
  let bytes = 0;
  let raw = 0;
  const files = [];
  for (const href of hrefs) {
    const body = Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer());
    const gz = gzip(body, { level: 9 }).length;
    bytes += gz;
    raw += body.length;
    files.push({ file: href, gzipBytes: gz });
  }
  const css = [];
  for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    const body = Buffer.from(await (await fetch(new URL(match[1], base))).arrayBuffer());
    css.push({ file: match[1], gzipBytes: gzip(body, { level: 9 }).length });
  }
  return {
    files: files.length,
    gzipKb: Math.round((bytes / 1024) * 10) / 10,
    rawKb: Math.round((raw / 1024) * 10) / 10,
    cssGzipKb: Math.round((css.reduce((s, f) => s + f.gzipBytes, 0) / 1024) * 10) / 10,
    htmlKb: Math.round((html.length / 1024) * 10) / 10,
    largest: files.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5),
  };
}
