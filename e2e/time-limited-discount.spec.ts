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

const DAY = 24 * 3_600_000;

interface Discounted {
  name: string;
  slug: string;
  _id: number;
  timeLimitedDiscount: { discountDuration: number; discountAmount: number };
}

/** Opens a demo product with a time-limited discount (not buy-one-get-one-free, in stock). */
async function openDiscountedProduct(page: Page): Promise<Discounted> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const list = await (await page.request.get(`/api/products/?pageNumber=${pageNumber}`)).json();
    const products = list.products as Array<{ _id: number; buyOneGetOneFree: boolean }>;
    if (products.length === 0) break;
    for (const item of products) {
      if (item.buyOneGetOneFree) continue;
      const details = await (
        await page.request.get(`/api/products/productdetails/${item._id}`)
      ).json();
      const skus = details.skus as Array<{ inStock: boolean; countInStock: number }>;
      if (!details.timeLimitedDiscount || !skus.every((s) => s.inStock && s.countInStock >= 3))
        continue;
      await page.goto(`/urun/${details.slug}/${details._id}`);
      // The visitor record is saved (its first visit is the one the server prices by).
      await page.waitForFunction(() => sessionStorage.getItem('visitorIdentification') !== null);
      return details as Discounted;
    }
  }
  throw new Error('no product with a time-limited discount in the demo catalogue');
}

const row = (summary: Locator, label: string) =>
  summary.locator('div').filter({ has: summary.page().getByText(label, { exact: true }) });

/** From the cart to a cash-on-delivery order; returns the thank-you page's summary. */
async function orderCashOnDelivery(page: Page) {
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, { address: 'Bostanlı Mah. 1. Sok. No: 5' });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/);
  return page.locator('.cart-summary');
}

test('the time-limited price on the product page is what the cart and the order charge', async ({
  page,
}) => {
  const product = await openDiscountedProduct(page);
  await expect(page.locator('.price-box__discount')).toContainText('Size özel indirimin bitmesine');
  const price = kurus(await page.getByTestId('price').textContent());
  const shelf = kurus(await page.locator('.price-box__old').textContent());
  expect(shelf - price).toBe(product.timeLimitedDiscount.discountAmount);

  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  const line = page.locator('.cart-line').first();
  await expect(line).toContainText('Süreli indirim uygulandı');
  // The line counts the discount down, second by second.
  const left = line.locator('time');
  await expect(left).toHaveText(/^(\d+ gün )?\d\d:\d\d:\d\d$/);
  const first = await left.textContent();
  await expect(left).not.toHaveText(first ?? '');
  await expect(line.locator('.cart-line__price')).toContainText(tl(price));
  await expect(line.locator('.cart-line__old')).toContainText(tl(shelf));
  await expect(row(page.locator('.cart-summary'), 'Tutar KDV Dahil').locator('dd')).toHaveText(
    tl(price),
  );
  const shipping = price >= 25_000 ? 0 : 3_990;

  const summary = await orderCashOnDelivery(page);
  // Cash on delivery adds its 19.90 TL fee to the discounted goods and any shipping.
  await expect(row(summary, 'Sipariş Toplamı').locator('dd')).toHaveText(
    tl(price + shipping + 1_990),
  );
  await expect(page.locator('.order-lines')).toContainText(tl(price));
});

test('once the discount has run out, the page and the cart both show the full price', async ({
  page,
}) => {
  // A returning visitor whose first visit was long ago.
  await page.addInitScript(
    (firstVisitTime) => {
      if (!localStorage.getItem('firstVisitTime')) {
        localStorage.setItem('firstVisitTime', String(firstVisitTime));
      }
    },
    Date.now() - 30 * DAY,
  );
  await openDiscountedProduct(page);
  await expect(page.locator('.price-box__discount')).toHaveText('İndirim Süresi Sona Erdi');
  const price = kurus(await page.getByTestId('price').textContent());

  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  const line = page.locator('.cart-line').first();
  await expect(line.locator('.cart-line__price')).toContainText(tl(price));
  await expect(line).not.toContainText('Süreli indirim uygulandı');
  await expect(line).toContainText('İndirim Süresi Sona Erdi');
});
