import { followAdminMenu, openAdminPage } from './admin';
import { expect, test } from './fixtures';

// Sales reports and standing reports from the daily rollups: accounting reads the demo orders'
// figures, splits and tables, exports a workbook and pages through a standing report; the
// warehouse neither reaches the reports nor sees revenue on the admin home. Runs at 1280 px and
// at 390 px (the mobile project), where the page must not scroll sideways.

test('accounting reads the sales report, exports it and opens a standing report', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await openAdminPage(browser, 'accounting', baseURL);
  await page.goto('/admin-panel/anasayfa');
  // Accounting sees the day's revenue on the home page.
  await expect(page.getByText('Bugünkü ciro')).toBeVisible();
  await followAdminMenu(page, 'Satış raporları');
  await expect(page.getByRole('heading', { level: 1, name: 'Satış raporları' })).toBeVisible();

  // The demo orders of the last two weeks are in the default 30-day period.
  const figures = page.locator('dl').filter({ hasText: 'Ciro (KDV dahil)' });
  await expect(figures).toContainText('Brüt kâr');
  const orders = page.getByRole('table', { name: 'Ödeme yöntemi kırılımı' });
  await expect(orders).toContainText(/Kredi kartı|Kapıda ödeme/);
  await expect(
    page.getByRole('table', { name: 'İl kırılımı' }).locator('tbody tr'),
  ).not.toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Ürün kırılımı' }).locator('tbody tr'),
  ).not.toHaveCount(0);

  // By week.
  await page.getByLabel('Aralık').selectOption('week');
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(page).toHaveURL(/aralik=week/);
  await expect(page.getByRole('table', { name: 'Dönemlere göre rakamlar' })).toBeVisible();

  // The workbook downloads.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: "Excel'e aktar" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^satis-raporu-.*\.xlsx$/);

  if ((page.viewportSize()?.width ?? 0) <= 400) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  // Standing reports: the stock at cost, with a totals row.
  await page.goto('/admin-panel/raporlar');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Raporlar', exact: true }),
  ).toBeVisible();
  await page.getByLabel('Rapor', { exact: true }).selectOption('stock-value');
  await page.getByRole('button', { name: 'Göster' }).click();
  const stock = page.getByRole('table', { name: 'Maliyetle stok değeri' });
  await expect(stock.locator('tfoot')).toContainText('Toplam');
  await expect(page.getByText(/Sayfa 1 \/ \d+/)).toBeVisible();
  await page.getByLabel('Rapor', { exact: true }).selectOption('best-sellers');
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(
    page.getByRole('table', { name: 'En çok satanlar' }).locator('tbody tr'),
  ).not.toHaveCount(0);
  await context.close();
});

test('the warehouse sees no revenue and no reports', async ({ browser, baseURL }) => {
  const { context, page } = await openAdminPage(browser, 'warehouse', baseURL);
  await page.goto('/admin-panel/anasayfa');
  await expect(page.getByText('Paketlenecek', { exact: true })).toBeVisible();
  await expect(page.getByText('Bugünkü ciro')).toHaveCount(0);
  await page.goto('/admin-panel/satis-raporlari');
  await expect(page).toHaveURL(/\/admin-panel\/anasayfa\?yetki=yok$/);
  await page.goto('/admin-panel/raporlar');
  await expect(page).toHaveURL(/\/admin-panel\/anasayfa\?yetki=yok$/);
  const api = await page.request.get('/api/admin/reports/sales?from=2026-01-01&to=2026-01-31');
  expect(api.status()).toBe(403);
  await context.close();
});
