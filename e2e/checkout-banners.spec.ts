import { expect, test } from './fixtures';
import { fillOrderDetails, productInStock } from './journeys';

test.describe('checkout steps and the order banners', () => {
  test('each checkout step names itself in the tab; an unpaid order’s banner follows the shopper to a product page, where it can be deleted', async ({
    page,
  }) => {
    const product = await productInStock(page.request);
    await page.goto(`/urun/${product.slug}/${product._id}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await expect(page).toHaveTitle('Sepetim | Çarşı');

    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await expect(page).toHaveURL(/\/siparis-bilgileri-adim-1\/2$/);
    await expect(page).toHaveTitle('Sipariş Bilgileri (Adım 1/2) | Çarşı');
    await fillOrderDetails(page);
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
    await expect(page).toHaveTitle('Ödeme (Adım 2/2) | Çarşı');

    // The shopper leaves without paying: every storefront page reminds them.
    await page.goto(`/urun/${product.slug}/${product._id}`);
    const banner = page.getByRole('region', { name: 'Ödenmemiş siparişiniz var' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Ödemeye geç' })).toBeVisible();
    await banner.getByRole('button', { name: 'Siparişi sil' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ödenmemiş siparişiniz var' })).toBeHidden();
  });
});
