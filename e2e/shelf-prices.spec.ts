import { expect, type Locator, type Page, test } from './fixtures';
import { fillOrderDetails } from './journeys';

/** "1234.56 TL" → 123456 kuruş. */
const kurus = (text: string | null) => {
  const match = /(\d+)\.(\d{2}) TL/.exec(text ?? '');
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![1]) * 100 + Number(match![2]);
};
const tl = (amount: number) =>
  `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')} TL`;

/** A demo product whose page price is what the cart charges: in stock, no timed offer or BOGO. */
async function openPlainProduct(page: Page) {
  const list = await (await page.request.get('/api/products/?pageNumber=1')).json();
  for (const item of list.products as Array<{ _id: number; buyOneGetOneFree: boolean }>) {
    if (item.buyOneGetOneFree) continue;
    const details = await (
      await page.request.get(`/api/products/productdetails/${item._id}`)
    ).json();
    const sku = details.skus.find((s: { inStock: boolean }) => s.inStock);
    if (details.timeLimitedDiscount || !sku || sku.countInStock < 10 || sku.maxPurchaseQty < 3)
      continue;
    await page.goto(`/urun/${details.slug}/${details._id}`);
    return details.name as string;
  }
  throw new Error('no plain product in the demo catalogue');
}

const row = (summary: Locator, label: string) =>
  summary.locator('div').filter({ has: summary.page().getByText(label, { exact: true }) });

test('three units cost exactly the shelf prices, from the product page to the thank-you page', async ({
  page,
}) => {
  const name = await openPlainProduct(page);
  const price = kurus(await page.getByTestId('price').textContent());
  const gapText = page.locator('.price-box__gap strong');
  const further = (await gapText.count()) > 0 ? kurus(await gapText.textContent()) : price;
  const shelfTotal = price + 2 * further;

  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  await page.getByLabel(`${name} adedi`).selectOption('3');
  const cart = page.locator('.cart-summary');
  await expect(cart.locator('dd').first()).toHaveText('3');
  await expect(page.locator('.cart-line__price').first()).toContainText(tl(shelfTotal));
  await expect(page.locator('.cart-line__price').first()).toContainText('KDV dahil');
  await expect(row(cart, 'Tutar KDV Dahil').locator('dd')).toHaveText(tl(shelfTotal));
  // The VAT-excluded row is the same total less the VAT it contains.
  expect(kurus(await row(cart, 'Tutar KDV Hariç').locator('dd').textContent())).toBeLessThan(
    shelfTotal,
  );
  const shipping = shelfTotal >= 25_000 ? 0 : 3_990;

  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, {
    province: 'Ankara',
    district: 'Çankaya',
    address: 'Kızılay Mah. Atatürk Blv. No: 10',
  });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);

  const order = page.locator('.cart-summary');
  await expect(row(order, 'Tutar KDV Dahil').locator('dd')).toHaveText(tl(shelfTotal));
  await expect(row(order, 'Sipariş Toplamı').locator('dd')).toHaveText(tl(shelfTotal + shipping));
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
  // Cash on delivery adds its 19.90 TL service fee; the goods still cost the shelf prices.
  await expect(row(page.locator('.cart-summary'), 'Sipariş Toplamı').locator('dd')).toHaveText(
    tl(shelfTotal + shipping + 1_990),
  );
  await expect(page.locator('.order-lines')).toContainText(tl(shelfTotal));
});
