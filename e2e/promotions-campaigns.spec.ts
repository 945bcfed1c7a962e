import { openAdminPage } from './admin';
import { expect, test } from './fixtures';
import { productInStock } from './journeys';

test.describe('campaigns in the back office', () => {
  test('a marketing admin makes a landing campaign for a product and shoppers can open its page', async ({
    browser,
    baseURL,
    page,
    request,
  }, testInfo) => {
    // A product without a running campaign (the demo's gift and landing products have one). The
    // phone and desk runs look in different parts of the list: run side by side, both would
    // pick the same product, and the second would find the first one's campaign.
    let product: Awaited<ReturnType<typeof productInStock>> | null = null;
    const first = testInfo.project.name === 'mobile' ? 8 : 2;
    for (let skip = first; skip < first + 6 && !product; skip += 1) {
      const candidate = await productInStock(request, skip);
      const campaign = await request.get(`/api/products/campaignedproductdetails/${candidate._id}`);
      if (campaign.status() === 404) product = candidate;
    }
    expect(product, 'a product without a campaign').toBeTruthy();
    const { _id: productId, name } = product!;

    const admin = await openAdminPage(browser, 'marketing', baseURL);
    try {
      const adminPage = admin.page;
      await adminPage.goto('/admin-panel/kampanyalar');
      await expect(
        adminPage.getByRole('heading', { name: 'Kampanyalar ve hediyeler' }),
      ).toBeVisible();
      await expect(
        adminPage.getByRole('link', { name: 'Bahar fırsatı: %15 indirim' }),
      ).toBeVisible();

      await adminPage.getByRole('link', { name: 'Yeni kampanya' }).click();
      await expect(adminPage).toHaveURL(/\/admin-panel\/kampanya-olustur\/yeni$/);
      await adminPage.getByRole('textbox', { name: /^Ürün numarası/ }).fill(String(productId));
      await adminPage.getByRole('button', { name: 'Devam' }).click();
      await expect(adminPage).toHaveURL(new RegExp(`/admin-panel/kampanya-olustur/${productId}$`));
      await expect(adminPage.getByText(name, { exact: false }).first()).toBeVisible();

      // The address is suggested from the title; the server refuses a price of 0 % on the field.
      await adminPage.getByRole('textbox', { name: /^Başlık/ }).fill('Kış fırsatı deneme');
      await expect(adminPage.getByRole('textbox', { name: /^Adres eki/ })).toHaveValue(
        'kis-firsati-deneme',
      );
      const percent = adminPage.getByRole('textbox', { name: /^Kampanya fiyatı/ });
      await percent.fill('0');
      await adminPage.getByRole('button', { name: 'Oluştur' }).click();
      // The sentence stands under the field and in the form's summary above the button.
      await expect(percent).toHaveAccessibleDescription(
        /Açılış sayfasında fiyat %1 ile %100 arasında olmalı\./,
      );
      await expect(
        adminPage.getByRole('alert').filter({
          hasText: 'Açılış sayfasında fiyat %1 ile %100 arasında olmalı.',
        }),
      ).toBeVisible();
      await percent.fill('90');
      await adminPage.getByRole('button', { name: 'Oluştur' }).click();
      await expect(adminPage).toHaveURL(/\/admin-panel\/kampanya\/\d+$/);
      await expect(adminPage.getByText('Şu anda yayında.')).toBeVisible();
      const landingPath = await adminPage
        .getByRole('link', { name: 'Açılış sayfasını aç' })
        .getAttribute('href');
      expect(landingPath).toMatch(new RegExp(`^/land/[^/]+/${productId}/kis-firsati-deneme$`));

      await page.goto(landingPath!);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Kış fırsatı deneme')).toBeVisible();

      // Switched off, the landing page is gone.
      await adminPage.getByRole('checkbox', { name: 'Açık (yayında)' }).uncheck();
      await adminPage.getByRole('button', { name: 'Kaydet' }).click();
      await expect(adminPage.getByText('Şu anda yayında değil.')).toBeVisible();
      const gone = await page.goto(landingPath!);
      expect(gone?.status()).toBe(404);
    } finally {
      await admin.context.close();
    }
  });

  test('other roles cannot open the campaign pages', async ({ browser, baseURL }) => {
    for (const role of ['operations', 'warehouse'] as const) {
      const { context, page } = await openAdminPage(browser, role, baseURL);
      try {
        await page.goto('/admin-panel/kampanyalar');
        await expect(page).toHaveURL(/\/admin-panel\/anasayfa\?yetki=yok$/);
        await page.goto('/admin-panel/kampanya-olustur/yeni');
        await expect(page).toHaveURL(/\/admin-panel\/anasayfa\?yetki=yok$/);
      } finally {
        await context.close();
      }
    }
  });
});
