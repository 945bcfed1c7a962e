const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Marks the page's module preloads as low priority. The HTML is server-rendered, so nothing in
 * the first paint waits for JavaScript; on a slow phone connection the scripts should not take
 * bandwidth from the HTML and the product image (browsers fetch module preloads at high
 * priority, as if they blocked rendering). React Router's <Scripts> has no option for this.
 *
 * Only the head is rewritten: it is buffered until `</head>`, then the rest streams through.
 */
export function lowerScriptPriority(response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.startsWith('text/html')) return response;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = '';
  let headDone = false;
  const rewrite = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (headDone) {
        controller.enqueue(chunk);
        return;
      }
      head += decoder.decode(chunk, { stream: true });
      const end = head.indexOf(HEAD_END);
      if (end === -1) return;
      headDone = true;
      const split = end + HEAD_END.length;
      controller.enqueue(encoder.encode(withLowPriority(head.slice(0, split)) + head.slice(split)));
    },
    flush(controller) {
      if (!headDone) controller.enqueue(encoder.encode(withLowPriority(head + decoder.decode())));
    },
  });
  return new Response(response.body.pipeThrough(rewrite), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function withLowPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
