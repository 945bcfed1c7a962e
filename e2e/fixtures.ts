import { test as base, type Page } from '@playwright/test';

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

export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
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
