import { Writable } from 'node:stream';
import { CSP_NONCE_PLACEHOLDER, RENDERED_PAGE } from '@carsi/contract/pages';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

/** How long a render may wait for its data before React gives up on what is left. */
export const streamTimeout = 5_000;

/**
 * Renders the whole page, then answers with it in one piece. The server reads every page whole
 * anyway (it caches shared pages and rewrites the scripts of each: http/web.ts), so streaming
 * the shell first only added a web stream and a trip through it per chunk — and, around a
 * Suspense boundary, a fallback plus the script that swaps it out. Rendered to the end, the
 * HTML holds each part in place.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: NodeJS.Timeout | undefined;
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // The page rides beside the answer, not in its body: the server takes it as it is.
        const answer = new Response(null, { status, headers: responseHeaders });
        Object.defineProperty(answer, RENDERED_PAGE, { value: Buffer.concat(chunks) });
        resolve(answer);
        callback();
      },
    });
    // Every inline script carries the placeholder nonce; the server writes a fresh one over it
    // in each page and names that one in the page's Content-Security-Policy.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={CSP_NONCE_PLACEHOLDER} />,
      {
        nonce: CSP_NONCE_PLACEHOLDER,
        onAllReady() {
          // Errors inside a boundary (the browser renders that part again); a failed shell
          // goes to onShellError instead, and React Router reports it.
          for (const error of errors) console.error(error);
          pipe(page);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          errors.push(error);
        },
      },
    );
    // Past the data's timeout React renders what is left as the browser's to finish.
    timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
