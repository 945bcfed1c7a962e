import {
  allowConsoleError,
  type Browser,
  CONSENT_ANALYTICS_ONLY,
  expect,
  type Page,
  test,
  waitForHydrationOnNavigation,
} from './fixtures';

// KVKK: nothing non-essential before the visitor chooses; refusing is as easy as accepting; the
// choice can be changed from the footer; Meta page views only with marketing consent.

/** The Meta page views this page sends from now on (their event ids). */
async function metaPageViews(page: Page): Promise<string[]> {
  const metaCalls: string[] = [];
  await page.route('**/api/facebookCapi/PageView', async (route) => {
    metaCalls.push(route.request().postDataJSON().eventId);
    await route.continue();
  });
  return metaCalls;
}

async function freshVisitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const page = waitForHydrationOnNavigation(await context.newPage());
  return { context, page, metaCalls: await metaPageViews(page) };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Çerez tercihleri' });
/** A new visitor's page as first painted: its scripts are held back (a slow phone). */
async function pageBeforeScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const page = await context.newPage();
  // The held-back scripts fail to load on purpose.
  allowConsoleError(/Failed to load resource: net::ERR_FAILED/);
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/hakkimizda');
  return { context, page };
}

const dataLayerLength = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0);

test('a new visitor is asked first, and nothing is measured until they allow it', async ({
  browser,
  baseURL,
}) => {
  const { context, page, metaCalls } = await freshVisitor(browser, baseURL);
  await page.goto('/hakkimizda');
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(metaCalls).toEqual([]);
  expect(await dataLayerLength(page)).toBe(0);

  await banner(page).getByRole('button', { name: 'Tümünü kabul et' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => metaCalls.length).toBe(1);
  const [eventId] = metaCalls;
  // The server queued it as a job and the Conversions API stand-in received it.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__sandbox/meta/events?eventId=${eventId}`);
      return (await response.json()).events.length;
    })
    .toBe(1);

  await page.reload();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => metaCalls.length).toBe(2);
  await context.close();
});

test('"Yalnızca zorunlu" sends nothing, and the footer link changes the choice later', async ({
  browser,
  baseURL,
}) => {
  const { context, page, metaCalls } = await freshVisitor(browser, baseURL);
  await page.goto('/hakkimizda');
  await banner(page).getByRole('button', { name: 'Yalnızca zorunlu' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(500);
  expect(metaCalls).toEqual([]);
  expect(await dataLayerLength(page)).toBe(0);

  await page.getByRole('button', { name: 'Çerez tercihleri' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Çerez tercihleri' })).toBeFocused();
  const analytics = banner(page).getByRole('checkbox', { name: 'Analitik çerezler' });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await banner(page).getByRole('button', { name: 'Seçimimi kaydet' }).click();
  await expect(banner(page)).toBeHidden();
  // Analytics now counts this page; marketing stays off.
  await expect.poll(() => dataLayerLength(page)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(metaCalls).toEqual([]);
  await context.close();
});

test('the banner comes with the page for a new visitor, and is hidden from the first paint once they chose', async ({
  browser,
  baseURL,
}) => {
  // The scripts never arrive: the page as it is first painted, before it turns interactive.
  const { context, page } = await pageBeforeScripts(browser, baseURL);
  await expect(banner(page)).toBeVisible();
  await context.addCookies([
    { name: 'carsi_consent', value: CONSENT_ANALYTICS_ONLY, url: baseURL ?? 'http://127.0.0.1' },
  ]);
  await page.goto('/hakkimizda');
  // Still in the shared HTML, hidden before the first paint.
  await expect(page.locator('.consent-banner')).toHaveCount(1);
  await expect(banner(page)).toBeHidden();
  await context.close();
});

test('an ad click is answered from the shared page, and its Meta click id still counts', async ({
  browser,
  baseURL,
}) => {
  const { context, page, metaCalls } = await freshVisitor(browser, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Every click brings its own fbclid/gclid; the page is rendered and cached without them.
  await page.request.get('/?utm_source=meta&fbclid=AdClickWarm');
  const click = await page.goto('/?utm_source=meta&utm_campaign=kis&fbclid=AdClickOne');
  expect(click?.headers()['x-html-cache']).toBe('HIT');
  expect(await click?.text()).not.toContain('AdClick');
  const other = await page.request.get('/?gclid=AdClickTwo');
  expect(other.headers()['x-html-cache']).toBe('HIT');

  // The browser still has its address: with marketing allowed, the click id becomes _fbc.
  await banner(page).getByRole('button', { name: 'Tümünü kabul et' }).click();
  await expect.poll(() => metaCalls.length).toBe(1);
  const fbc = (await context.cookies()).find((cookie) => cookie.name === '_fbc');
  expect(fbc?.value).toMatch(/^fb\.1\.\d+\.AdClickOne$/);
  expect(page.url()).toContain('fbclid=AdClickOne');
  expect(errors).toEqual([]);
  await context.close();
});

test('a choice tapped before the page is interactive is kept, and counts once it is', async ({
  browser,
  baseURL,
}) => {
  // The scripts have not arrived yet: only the page as first painted.
  const { context, page } = await pageBeforeScripts(browser, baseURL);
  await banner(page).getByRole('button', { name: 'Tümünü kabul et' }).click();
  await expect(banner(page)).toBeHidden();
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'carsi_consent');
  expect(consent?.value).toBe('v1.a1.m1');
  expect(consent?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  // Once the scripts run, the choice is the visitor's: no banner, and the page view is sent.
  await page.unroute('**/assets/**/*.js');
  const metaCalls = await metaPageViews(page);
  await waitForHydrationOnNavigation(page).reload();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => metaCalls.length).toBe(1);
  await context.close();
});
