import { test as base, type Page } from '@playwright/test';

export type { APIRequestContext, Locator, Page } from '@playwright/test';
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

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForHydrationOnNavigation(page));
  },
});
