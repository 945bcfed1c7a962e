import { expect, test } from './fixtures';

test.describe('storefront shell', () => {
  test('home page lists the demo catalogue with prices in TL', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Çarşı/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Uyku ve Ev Tekstili Ürünlerimiz' }),
    ).toBeVisible();
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(24);
    await expect(cards.first().locator('.product-card__price')).toHaveText(/^\d+\.\d{2} TL$/);
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
    await expect(page.getByRole('contentinfo')).toContainText(
      `© 2016 - ${new Date().getFullYear()} Çarşı`,
    );
  });

  test('the next page of the catalogue is a real page', async ({ page }) => {
    await page.goto('/');
    const next = page
      .getByRole('navigation', { name: 'Sayfalar' })
      .getByRole('link', { name: '2' });
    await expect(next).toHaveAttribute('href', '/sayfa/2');
    // Scrolling to the pager makes the infinite list load more products and move the pager, so
    // a pointer click can land on the wrong spot (a mobile flake): follow the link by keyboard.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sayfa\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tüm Ürünler — Sayfa 2');
  });

  test('an unknown path shows the 404 page with the discount code', async ({ page }) => {
    const response = await page.goto('/bu-sayfa-yok/gercekten');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();
    await expect(page.getByText('hata20')).toBeVisible();
    await page.getByRole('link', { name: 'Alışverişe devam et' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the TEST MODU ribbon shows in sandbox mode', async ({ page }) => {
    await page.goto('/hakkimizda');
    await expect(page.getByText('TEST MODU')).toBeVisible();
  });
});

test.describe('search bar', () => {
  test('typing a word and pressing Enter opens its search page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Ürün ara' });
    await box.fill('  yorgan  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ara\/yorgan$/);
    await expect(page.getByRole('status').filter({ hasText: 'ürün bulundu' })).toBeVisible();
  });

  test('the search works before the page has become interactive', async ({ browser }, testInfo) => {
    // No JavaScript at all: the plain form goes to /?q=, which redirects to the search page.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL ?? '',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/hakkimizda');
      const box = page.getByRole('searchbox', { name: 'Ürün ara' });
      await box.fill('yastık');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/ara\/yast%C4%B1k$/);
      await expect(page.getByRole('status').filter({ hasText: 'ürün bulundu' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a blank search goes home', async ({ page }) => {
    await page.goto('/hakkimizda');
    const box = page.getByRole('searchbox', { name: 'Ürün ara' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a search with no result offers a way on', async ({ page }) => {
    await page.goto('/ara/zzqqxx');
    await expect(page.getByText('“zzqqxx” için ürün bulunamadı.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tüm ürünleri gör' })).toBeVisible();
  });

  test('a catalogue page loads only storefront code, in a handful of files', async ({ page }) => {
    for (const path of ['/', '/urun/pamuk-saten-nevresim-takimi-lina/1']) {
      await page.goto(path);
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.startsWith('/assets/')),
      );
      const scripts = files.filter((name) => name.endsWith('.js'));
      // Each file costs a slow phone's main thread a task (see apps/web/vite.config.ts).
      expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(8);
      // Back-office screens and Mantine's components are never part of a shopper's page.
      expect(files.filter((name) => /admin|wholesale|Mantine|identity/i.test(name))).toEqual([]);
    }
  });
});
