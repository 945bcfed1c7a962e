const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Lets a server-rendered page paint before its JavaScript loads. React Router's <Scripts> puts
 * module preloads in the head and an inline module that imports the route modules and hydrates
 * at the end of the body; the browser starts all those downloads at once, at high priority, and
 * on a slow phone they compete with the HTML and the product image for the first paint — which
 * needs none of them. This moves the head's module preloads and the hydration module into one
 * small inline script that adds them right after the first frame (`requestAnimationFrame`,
 * then a task). Used on every page the render answers with (rendered-page.ts).
 */
export function deferScripts(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  const module = HYDRATION_SCRIPT.exec(html);
  if (headEnd === -1 || !module) return html;
  const preloads = [...html.slice(0, headEnd).matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, '');
  const body = html
    .slice(headEnd)
    .replace(HYDRATION_SCRIPT, () => afterPaintLoader(preloads, module[1] ?? ''));
  return head + body;
}

/** JSON inside a <script>: `<` escaped, so no `</script>` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function afterPaintLoader(preloads: string[], moduleCode: string): string {
  return (
    '<script>(function(){var started=false;function start(){if(started)return;started=true;' +
    `${scriptJson(preloads)}.forEach(function(href){var link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.appendChild(link)});' +
    'var script=document.createElement("script");script.type="module";' +
    `script.textContent=${scriptJson(moduleCode)};document.body.appendChild(script)}` +
    // A hidden tab produces no frames: start anyway after a second.
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()</script>'
  );
}
