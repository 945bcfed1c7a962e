const HEAD_END = '</head>';
const MODULE_PRELOAD = '<link rel="modulepreload"';
const HREF = /\shref="([^"]+)"/;
const SCRIPT_START = '<script';
/** How React Router's hydration module's tag ends, after its nonce when it has one. */
const HYDRATION_MODULE_END = ' type="module" async="">';
const SCRIPT_END = '</script>';

/**
 * Lets a server-rendered page paint before its JavaScript loads. React Router's <Scripts> puts
 * module preloads in the head and an inline module that imports the route modules and hydrates
 * at the end of the body; the browser starts all those downloads at once, at high priority, and
 * on a slow phone they compete with the HTML and the product image for the first paint — which
 * needs none of them. This moves the head's module preloads and the hydration module into one
 * small inline script that adds them right after the first frame (`requestAnimationFrame`,
 * then a task). Used on every page the render answers with (rendered-page.ts).
 *
 * It works on the page's bytes: the markup it looks for is ASCII, and everything else goes
 * through as it was, in slices of the one Buffer (no copy of the page into a string and back).
 * The pieces it reads (hrefs, the module's code) are read as latin1, one character per byte, and
 * written back the same way, so their UTF-8 is carried through untouched.
 */
export function deferScripts(page: Buffer): Buffer {
  const headEnd = page.indexOf(HEAD_END);
  // The hydration module is the body's last module script.
  const moduleTagEnd = page.lastIndexOf(HYDRATION_MODULE_END);
  const moduleStart = page.lastIndexOf(SCRIPT_START, moduleTagEnd);
  if (headEnd === -1 || moduleTagEnd === -1 || moduleStart < headEnd) return page;
  // What the tag holds before its type (its nonce), which the loader's own tag carries too.
  const attributes = page.toString('latin1', moduleStart + SCRIPT_START.length, moduleTagEnd);
  if (attributes.includes('>')) return page;
  const codeStart = moduleTagEnd + HYDRATION_MODULE_END.length;
  const codeEnd = page.indexOf(SCRIPT_END, codeStart);
  if (codeEnd === -1) return page;
  const parts: Buffer[] = [];
  const preloads: string[] = [];
  let kept = 0;
  for (let at = page.indexOf(MODULE_PRELOAD); at !== -1 && at < headEnd; ) {
    const tagEnd = page.indexOf('>', at) + 1;
    if (tagEnd === 0 || tagEnd > headEnd) break;
    const href = HREF.exec(page.toString('latin1', at, tagEnd))?.[1];
    if (href !== undefined) {
      preloads.push(href);
      parts.push(page.subarray(kept, at));
      kept = tagEnd;
    }
    at = page.indexOf(MODULE_PRELOAD, tagEnd);
  }
  const loader = afterPaintLoader(
    attributes,
    preloads,
    page.toString('latin1', codeStart, codeEnd),
  );
  parts.push(
    page.subarray(kept, moduleStart),
    Buffer.from(loader, 'latin1'),
    page.subarray(codeEnd + SCRIPT_END.length),
  );
  return Buffer.concat(parts);
}

/** JSON inside a <script>: `<` escaped, so no `</script>` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The loader, its tag with the hydration module's `attributes` (its nonce). The module it adds
 * is an inline script too: it takes the loader's nonce, which the browser keeps only in the
 * element's `nonce` property (the attribute reads empty once a policy with nonces applies).
 */
function afterPaintLoader(attributes: string, preloads: string[], moduleCode: string): string {
  return (
    `<script${attributes}>(function(){var started=false;` +
    'var nonce=document.currentScript&&document.currentScript.nonce;' +
    'function start(){if(started)return;started=true;' +
    `${scriptJson(preloads)}.forEach(function(href){var link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.appendChild(link)});' +
    'var script=document.createElement("script");script.type="module";' +
    'if(nonce)script.nonce=nonce;' +
    `script.textContent=${scriptJson(moduleCode)};document.body.appendChild(script)}` +
    // A hidden tab produces no frames: start anyway after a second.
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()</script>'
  );
}
