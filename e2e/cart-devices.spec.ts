import { expect, type Page, projectScreen, test, waitForHydrationOnNavigation } from './fixtures';
import { productInStock, signInAsCustomer, uniquePhone } from './journeys';

// The cart follows a signed-in customer to another device, the header shows the
// cart's unit count, and add-to-cart and page views reach window.dataLayer for a tag manager.

type DataLayerEntry = { event: string; [key: string]: unknown };
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);

test.describe('header cart and analytics', () => {
  test('the header counts the cart and add-to-cart reaches the dataLayer in TRY', async ({
    page,
    request,
  }) => {
    const product = await productInStock(page.request);
    await page.goto(`/urun/${product.slug}/${product._id}`);
    await expect(page.getByRole('link', { name: 'Sepetim, boş' })).toBeVisible();
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'page_view').length)
      .toBe(1);

    // The add happens without a page load: a marker on window survives it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    const events = await dataLayer(page);
    const added = events.find((e) => e.event === 'add_to_cart') as unknown as {
      ecommerce: {
        currency: string;
        value: number;
        items: { item_name: string; quantity: number }[];
      };
    };
    expect(added.ecommerce.currency).toBe('TRY');
    expect(added.ecommerce.value).toBeGreaterThan(0);
    expect(added.ecommerce.items[0]).toMatchObject({ item_name: product.name, quantity: 1 });
    // The route change to the cart is a page view of its own.
    expect(events.filter((e) => e.event === 'page_view').map((e) => e.page_path)).toContain(
      '/sepet',
    );
    // The value is the VAT-included price the cart shows for that unit.
    await expect(page.locator('.cart-summary')).toContainText(
      `${added.ecommerce.value.toFixed(2)} TL`,
    );

    await page.getByLabel(`${product.name} adedi`).selectOption('2');
    await expect(page.getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeVisible();
    // The line stays readable beside the summary: the quantity never covers the product's name.
    const name = page.locator('.cart-line__name').first();
    const quantity = page.getByLabel(`${product.name} adedi`);
    for (const width of [390, 600, 800, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Where the name's letters are painted, overflow included (a box would not show that).
      const a = await name.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      });
      const b = await quantity.boundingBox();
      if (!b) throw new Error('the quantity is not shown');
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `name and quantity apart at ${width} px`).toBe(true);
    }
    // The product page is one shared copy for every visitor, cart or not: the
    // document says nothing of this cart, and the browser fills in the count after loading.
    const shared = await page.goto(`/urun/${product.slug}/${product._id}`);
    expect(shared?.headers()['x-html-cache']).toMatch(/^(HIT|MISS)$/);
    expect(await shared?.text()).toContain('aria-label="Sepetim, boş"');
    await expect(page.getByRole('link', { name: 'Sepetim, 2 ürün' })).toBeVisible();
    // Another visitor gets the shared page without anyone else's count.
    const stranger = await request.get(`/urun/${product.slug}/${product._id}`);
    expect(await stranger.text()).toContain('aria-label="Sepetim, boş"');
  });

  test('the header keeps its cart link in view on phones and tablets', async ({ page }) => {
    await page.goto('/');
    for (const width of [390, 600, 800]) {
      await page.setViewportSize({ width, height: 800 });
      const link = page.getByRole('link', { name: /^Sepetim, / });
      await expect(link).toBeInViewport();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
    }
  });
});

test.describe('the cart follows the customer', () => {
  test('a line added on one device is in the cart after signing in on another', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const digits = uniquePhone();
    const usedCode = await signInAsCustomer(page, digits);
    // Taken once signed in, so surely after the server sent the first code.
    const firstCodeAt = Date.now();
    const product = await productInStock(page.request, 1);
    await page.goto(`/urun/${product.slug}/${product._id}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();

    const other = await browser.newContext({
      ...projectScreen(),
      baseURL: testInfo.project.use.baseURL ?? '',
    });
    try {
      const second = waitForHydrationOnNavigation(await other.newPage());
      await second.goto('/sepet');
      await expect(second.getByText('Alışveriş sepetiniz boş')).toBeVisible();
      // A second code to the same number goes only after SMS_RESEND_SECONDS (3 s in these runs).
      await second.waitForTimeout(Math.max(0, firstCodeAt + 4_000 - Date.now()));
      await signInAsCustomer(second, digits, usedCode);
      await expect(second.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
      await second.getByRole('link', { name: 'Sepetim, 1 ürün' }).click();
      await expect(second.getByRole('link', { name: product.name })).toBeVisible();

      // Signing out leaves this browser with no cart; the customer's cart stays theirs.
      await second.goto('/profilim');
      await second.getByRole('button', { name: 'Çıkış yap' }).click();
      await expect(second).toHaveURL(/\/musteri-hizmetleri-giris$/);
      await expect(second.getByRole('link', { name: 'Sepetim, boş' })).toBeVisible();
      await second.goto('/sepet');
      await expect(second.getByText('Alışveriş sepetiniz boş')).toBeVisible();
      await page.goto('/sepet');
      await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
