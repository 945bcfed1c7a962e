import { expect, test } from './fixtures';

/** "1234.56 TL" for an amount in kuruş, as the shop writes it. */
const tl = (amount: number) =>
  `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')} TL`;

interface Sku {
  _id: number;
  price: number;
  beforePrice?: number | null;
  regularPrice?: number;
}

test.describe('the struck-through "before" price', () => {
  test('a time-limited discount strikes through the lowest price of the last 30 days', async ({
    page,
  }) => {
    // The demo's Nova duvet cover set cost 300 TL more until 25 days ago: the lowest price of
    // the last 30 days is today's shelf price, and only that may be struck through.
    const found = await page.request.get('/api/products/shortcode/nova');
    expect(found.ok()).toBe(true);
    const { productId, path } = (await found.json()) as { productId: number; path: string };
    const details = await (
      await page.request.get(`/api/products/productdetails/${productId}`)
    ).json();
    const sku = details.skus[0] as Sku;
    expect(sku.beforePrice).toBe(sku.price);

    await page.goto(path);
    const box = page.getByRole('region', { name: 'Fiyat ve stok' });
    await expect(box.locator('.price-box__old')).toHaveText(`Eski fiyat: ${tl(sku.price)}`);
    await expect(box.getByTestId('price')).toHaveText(
      tl(sku.price - details.timeLimitedDiscount.discountAmount),
    );
    // Not the price of 60 days ago, which was higher.
    await expect(box).not.toContainText(tl(sku.price + 30_000));
  });

  test('a landing campaign strikes through the price unchanged for the 30 days before it', async ({
    page,
  }) => {
    const found = await page.request.get('/api/products/shortcode/psnl');
    const { productId, path } = (await found.json()) as { productId: number; path: string };
    const landing = await (
      await page.request.get(`/api/products/campaignedproductdetails/${productId}`)
    ).json();
    const sku = landing.skus[0] as Sku;
    expect(sku.beforePrice).toBe(sku.regularPrice);

    await page.goto(`${path.replace('/urun/', '/land/')}/bahar-firsati`);
    const box = page.getByRole('region', { name: 'Fiyat ve stok' });
    await expect(box.locator('.price-box__old')).toHaveText(`Eski fiyat: ${tl(sku.beforePrice!)}`);
    await expect(box.getByTestId('price')).toHaveText(tl(sku.price));
  });
});
