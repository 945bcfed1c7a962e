import { expect, test, untilInteractive } from './fixtures';

// The small things a person hit: the corporate order form in the wrong frame, the top
// bar's text cut off on a phone, and a tap on "Tercihleri yönet" lost before the page was ready.

test('a guest opens the corporate order form inside the shop, not the wholesale portal', async ({
  page,
}) => {
  await page.goto('/kurumsal-ve-toptan-siparis-talep-formu');
  await expect(page.locator('.shop-header')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sepetim/ })).toBeVisible();
  await expect(page.locator('.wholesale-topbar')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Toptan alt menü' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar shows its whole title', async ({ page }) => {
    await page.goto('/');
    const title = page.locator('.top-bar__title');
    await expect(title).toBeVisible();
    const cut = await title.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(cut, (await title.textContent()) ?? '').toBe(false);
  });
});

test('"Tercihleri yönet" tapped before the page is interactive opens the choices', async ({
  browser,
  baseURL,
}) => {
  // A first-time visitor (no cookie choice) on a slow network: the scripts arrive late.
  const context = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/hakkimizda', { waitUntil: 'commit' });
  const banner = page.getByRole('region', { name: 'Çerez tercihleri' });
  await banner.getByRole('button', { name: 'Tercihleri yönet' }).click();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await untilInteractive(page);
  await expect(banner.getByRole('checkbox', { name: 'Analitik çerezler' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Seçimimi kaydet' })).toBeVisible();
  await context.close();
});
