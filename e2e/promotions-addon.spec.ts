import { openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';
import { fillOrderDetails } from './journeys';

/** Products of the demo catalogue with stock that an add-on of one unit keeps under 400 TL. */
async function cheapProducts(page: Page) {
  const list = await (await page.request.get('/api/products/?pageNumber=1')).json();
  const cheap = list.products.filter(
    (p: { inStock: boolean; buyOneGetOneFree: boolean; defaultPrice: number }) =>
      p.inStock && !p.buyOneGetOneFree && p.defaultPrice > 0 && p.defaultPrice <= 35_000,
  );
  expect(cheap.length, 'two cheap products in stock').toBeGreaterThanOrEqual(2);
  return cheap as Array<{ name: string; slug: string; _id: number }>;
}

test.describe('add-on orders to a pending order', () => {
  test('a cash-on-delivery shopper adds a product with Sipariş ekle, pays no second shipping, and learns when the main order is packed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const [first, second] = await cheapProducts(page);

    // The main order: cash on delivery.
    await page.goto(`/urun/${first!.slug}/${first!._id}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await fillOrderDetails(page);
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
    const mainOrderId = new URL(page.url()).searchParams.get('unpaidid')!;
    await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
    await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
    await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);

    // An addition while the main order is not packed: the pending banner and 'Sipariş ekle'.
    await page.goto(`/urun/${second!.slug}/${second!._id}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await expect(page.getByTestId('pending-order')).toContainText('henüz paketlenmedi');
    await page.getByRole('button', { name: 'Siparişime Ekle' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sipariş ekle' });
    await expect(confirm).toContainText('kapıda ödeme ile siparişinize eklenecek');
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Ekle' }).click();
    const added = page.getByTestId('addon-result');
    await expect(added).toContainText(`Ek sipariş ${mainOrderId}/`);
    await expect(added).toContainText('Kargo: Ücretsiz');
    await page
      .getByRole('dialog', { name: 'Ürünler siparişinize eklendi' })
      .getByRole('button', { name: 'Kapat' })
      .click();
    await expect(page.getByText('Alışveriş sepetiniz boş')).toBeVisible();

    // The owner admin packs the main order (admin API, the admin's own session).
    const admin = await openAdminPage(browser, 'owner', baseURL);
    try {
      const packed = await admin.page.request.post(`/api/admin/orders/${mainOrderId}/packed`, {
        headers: { origin: new URL(baseURL!).origin },
      });
      expect(packed.status(), await packed.text()).toBe(200);
    } finally {
      await admin.context.close();
    }

    // The shopper's cart notices on its next check and says so.
    await expect(page.getByRole('dialog', { name: 'Ana Siparişiniz Paketlendi' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('pending-order')).toHaveCount(0);
  });
});
