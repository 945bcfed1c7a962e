import { test as base } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { fillOrderDetails, productInStock, signInAsCustomer, uniquePhone } from './journeys';

async function productOf(page: Page, code: string) {
  const response = await page.request.get(`/api/products/shortcode/${code}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { productId: number; path: string };
}

async function expectRealNotFound(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expect(page).toHaveTitle('Sayfa bulunamadı | Çarşı');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' }),
  ).toBeVisible();
  await expect(page.getByText('hata20')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bize ulaşın' })).toHaveAttribute(
    'href',
    '/iletisim',
  );
  await expect(page.getByRole('link', { name: 'Alışverişe devam et' }).first()).toBeVisible();
}

test.describe('honest pages', () => {
  test('unknown product, review, cart and landing ids show the real 404 page with status 404', async ({
    page,
  }) => {
    await expectRealNotFound(page, '/urun/yok-boyle-bir-urun/99999999');
    await expectRealNotFound(page, '/urun/bozuk/abc');
    await expectRealNotFound(page, '/yorumlar/yok/99999999');
    await expectRealNotFound(page, '/sorucevap/yok/99999999');
    await expectRealNotFound(page, '/sepet/AAAAAAAAAAAAAAAAAAAAAA');
    const landing = await productOf(page, 'psnl');
    await expectRealNotFound(page, `${landing.path.replace('/urun/', '/land/')}/yanlis-kampanya`);
  });

  test('the review and Q&A pages show the price the product page shows', async ({ page }) => {
    // NOVA has a time-limited discount: the current price is below the shelf price.
    const product = await productOf(page, 'nova');
    await page.goto(product.path);
    const current = (await page.locator('.price-box__current').textContent())?.trim() ?? '';
    expect(current).toMatch(/^\d+\.\d\d TL$/);
    for (const sub of ['/yorumlar/', '/sorucevap/']) {
      await page.goto(product.path.replace('/urun/', sub));
      await expect(page.locator('.subpage-header__price')).toContainText(current);
    }
  });

  test("a stranger's question waits for moderation and says so", async ({ page }) => {
    const product = await productOf(page, 'ktyk');
    await page.goto(product.path.replace('/urun/', '/sorucevap/'));
    const question = `Kaç derecede yıkanır? (${Date.now()})`;
    await page.getByLabel('Adınız').fill('Meraklı K.');
    await page.getByLabel('Sorunuz').fill(question);
    await page.getByRole('button', { name: /gönder/i }).click();
    await expect(page.getByRole('status').filter({ hasText: 'inceledikten sonra' })).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);
  });

  test('the TEST MODU ribbon covers no price, quantity box or checkbox', async ({ page }) => {
    const product = await productInStock(page.request, 1);
    await page.goto(`/urun/${product.slug}/${product._id}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    const ribbon = page.getByText('TEST MODU');
    await expect(ribbon).toBeVisible();
    for (const url of [
      '/sepet',
      '/siparis-bilgileri-adim-1/2',
      `/urun/${product.slug}/${product._id}`,
    ]) {
      await page.goto(url);
      for (const y of [0, 400, 100_000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const overlaps = await page.evaluate(() => {
          const ribbonBox = document.querySelector('.test-mode-ribbon')?.getBoundingClientRect();
          if (!ribbonBox) return ['no ribbon'];
          const hit = (r: DOMRect) =>
            r.width > 0 &&
            r.left < ribbonBox.right &&
            r.right > ribbonBox.left &&
            r.top < ribbonBox.bottom &&
            r.bottom > ribbonBox.top;
          return [
            ...document.querySelectorAll(
              'select, input, button, [data-testid="price"], .cart-summary dd, .price-box__current',
            ),
          ]
            .filter((el) => hit(el.getBoundingClientRect()))
            .map((el) => el.outerHTML.slice(0, 80));
        });
        expect(overlaps, `${url} at ${y}px`).toEqual([]);
      }
    }
  });
});

test.describe('guest orders by phone', () => {
  test('a guest order shows in Siparişlerim after signing in with its phone; checkout is prefilled', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const digits = uniquePhone();
    const written = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7, 9)} ${digits.slice(9)}`;
    const product = await productInStock(page.request, 3);
    await page.goto(`/urun/${product.slug}/${product._id}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await fillOrderDetails(page, { phone: digits, firstName: 'Deniz', lastName: 'Kaya' });
    await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
    await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
    await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
    // The phone is shown as people write it.
    await expect(page.locator('.thank-you__delivery')).toContainText(written);
    const number = (await page.locator('.thank-you__number strong').textContent()) ?? '';

    // As on another device: nothing of this browser's cart or order is left.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const other = page;
    await signInAsCustomer(other, digits);
    await other.goto('/siparislerim');
    await expect(other.getByRole('link', { name: `Sipariş ${number}` })).toBeVisible();

    // Their next checkout starts from that order.
    await other.goto(`/urun/${product.slug}/${product._id}`);
    await other.getByRole('button', { name: 'Sepete Ekle' }).click();
    await other.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
    await expect(other.getByLabel('Ad', { exact: true })).toHaveValue('Deniz');
    await expect(other.getByLabel('Soyad', { exact: true })).toHaveValue('Kaya');
    await expect(other.getByLabel('Cep telefonu')).toHaveValue(written);
    const shipping = other.getByRole('group', { name: 'Teslimat adresi' });
    await expect(shipping.getByLabel('İl', { exact: true })).toHaveValue('İzmir');
    await expect(shipping.getByLabel('Adres', { exact: true })).toHaveValue(/Bostanlı/);
    await expect(other.getByRole('checkbox', { name: /okudum ve onaylıyorum/ })).not.toBeChecked();
  });
});

base.describe('Sepete Ekle before the page is interactive', () => {
  base('a tap before hydration on a slowed CPU still adds the product', async ({ page }) => {
    const product = await productInStock(page.request, 4);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Hold the page's scripts back, as a slow phone network would.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    await page.goto(`/urun/${product.slug}/${product._id}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Sepete Ekle' });
    await button.waitFor();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await button.click();
    await expect(page).toHaveURL(/\/sepet$/, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: product.name })).toBeVisible({ timeout: 20_000 });
  });

  base.describe('without JavaScript', () => {
    base.use({ javaScriptEnabled: false });
    base('the form adds the product and opens the cart', async ({ page }) => {
      const product = await productInStock(page.request, 5);
      await page.goto(`/urun/${product.slug}/${product._id}`);
      await page.getByRole('button', { name: 'Sepete Ekle' }).click();
      await expect(page).toHaveURL(/\/sepet$/);
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    });
  });
});
