import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
} from '@playwright/test';
export { expect } from '@playwright/test';

/**
 * The server starts a page's JavaScript after its first paint, so a page is visible a moment
 * before it answers clicks — as on a slow phone. A person waits for it; so do these tests:
 * `page.goto` and `page.reload` resolve once the app has hydrated (root.tsx marks <html>).
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export function waitForHydrationOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) await untilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilInteractive(page);
    return response;
  };
  return page;
}

/**
 * The cookie choice most specs start with: analytics allowed, marketing not, so the banner
 * stays out of the way (consent.spec.ts opens pages without it).
 */
export const CONSENT_ANALYTICS_ONLY = 'v1.a1.m0';

/**
 * A failed request for a 4xx answer: the refusals the journeys provoke on purpose (a wrong IBAN,
 * another role's page, an expired session) are the product working, not a broken page. A 5xx,
 * a blocked script or anything else logged as an error still fails the journey.
 */
const REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** The page errors and console errors of the running test's browsers (one test per worker). */
let collected: string[] = [];
let allowed: RegExp[] = [];

/**
 * Every page of this context reports its uncaught errors and console errors to the running
 * test, which fails at its end if there were any. The `context` fixture and every context a
 * journey opens with `browser.newContext` are watched.
 */
export function watchErrors(context: BrowserContext): BrowserContext {
  const seen = context as BrowserContext & { __errorsWatched?: boolean };
  if (seen.__errorsWatched) return context;
  seen.__errorsWatched = true;
  context.on('weberror', (error) => {
    collected.push(`${error.page()?.url() ?? ''}: ${error.error().message}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error' || REFUSAL.test(message.text())) return;
    collected.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return context;
}

/**
 * A console error this journey causes on purpose (a script held back to see the page before it
 * runs): it does not fail the journey.
 */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

/**
 * The running project's screen: 1280 px at a desk, or the 390 px touch phone of the `mobile`
 * project. A journey's extra browsers (staff beside a shopper, a second device) use it, so the
 * whole journey runs at the project's width.
 */
export function projectScreen() {
  const { viewport, isMobile, hasTouch } = base.info().project.use;
  return {
    ...(viewport ? { viewport } : {}),
    ...(isMobile ? { isMobile, hasTouch: Boolean(hasTouch) } : {}),
  };
}

export const test = base.extend<{ noPageErrors: undefined }, { watchedBrowser: Browser }>({
  // Contexts the journeys open themselves (a second device, staff beside a shopper) are watched
  // like the test's own.
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watchErrors(await newContext(options));
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  noPageErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      collected = [];
      allowed = [];
      await use(undefined);
      const errors = collected.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      collected = [];
      if (errors.length > 0) {
        throw new Error(`Page or console errors during the journey:\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
  context: async ({ context, baseURL }, use) => {
    watchErrors(context);
    await context.addCookies([
      { name: 'carsi_consent', value: CONSENT_ANALYTICS_ONLY, url: baseURL ?? 'http://127.0.0.1' },
    ]);
    // The surprise-discount pop-up (2 s on the cart) would cover other specs' clicks: it counts
    // as shown unless a spec clears `extraDiscountShown` itself.
    await context.addInitScript(() => {
      try {
        if (localStorage.getItem('extraDiscountShown') === null)
          localStorage.setItem('extraDiscountShown', 'true');
      } catch {
        // Opaque origins (about:blank) have no storage.
      }
    });
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitForHydrationOnNavigation(page));
  },
});
