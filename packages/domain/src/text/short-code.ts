/**
 * Short product codes: a path of exactly 3 or 4 letters, like "/abc" or "/XyZq", is
 * looked up as a product code. Only ASCII letters count: codes are generated in ASCII, and a
 * Turkish letter would reach the router percent-encoded. One leading and one trailing slash
 * are tolerated; anything else (digits, hyphens, deeper paths) is not a code.
 */
export function isShortProductCode(path: string): boolean {
  return /^\/?[A-Za-z]{3,4}\/?$/.test(path);
}

/** How long the short-code lookup may take before the 404 page is shown. */
export const SHORT_CODE_LOOKUP_TIMEOUT_MS = 1000;
