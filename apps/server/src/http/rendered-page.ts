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
 * The render hands the page over whole (entry.server.tsx), so it is read and rewritten in one
 * pass and goes on as a Buffer: a second Response around it cost ~4 % of a render (a web
 * stream and a text encoder of its own).
 */
export async function readRenderedPage(response: Response): Promise<RenderedPage | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.startsWith('text/html')) return null;
  const html = deferScripts(await response.text());
  return { status: response.status, headers: response.headers, body: Buffer.from(html) };
}
