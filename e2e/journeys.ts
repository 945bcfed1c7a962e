import { type APIRequestContext, expect, type Page } from './fixtures';

export interface Buyer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  province: string;
  district: string;
  address: string;
}

export const AYSE: Buyer = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '0532 123 45 67',
  email: 'ayse@example.com',
  province: 'İzmir',
  district: 'Karşıyaka',
  address: 'Bostanlı Mah. 1234 Sok. No: 5 D: 3',
};

/** Step 1 of checkout as a shopper types it: contact and delivery address (not yet sent). */
export async function fillOrderDetails(page: Page, buyer: Partial<Buyer> = {}): Promise<void> {
  const who = { ...AYSE, ...buyer };
  await page.getByLabel('Ad', { exact: true }).fill(who.firstName);
  await page.getByLabel('Soyad', { exact: true }).fill(who.lastName);
  await page.getByLabel('Cep telefonu').fill(who.phone);
  await page.getByLabel('E-posta', { exact: true }).fill(who.email);
  const shipping = page.getByRole('group', { name: 'Teslimat adresi' });
  await shipping.getByLabel('İl', { exact: true }).selectOption(who.province);
  await shipping.getByLabel('İlçe', { exact: true }).selectOption(who.district);
  await shipping.getByLabel('Adres', { exact: true }).fill(who.address);
}

/** A Turkish mobile number of its own per test (digits only), so runs never share SMS limits. */
export const uniquePhone = () =>
  `053${String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-8)}`;

/**
 * The 6-digit code of the newest SMS to a number, read from the sandbox outbox the way a person
 * in test mode reads it; with `used`, waits for a code other than that one (a second sign-in).
 */
export async function codeFromOutbox(
  request: APIRequestContext,
  digits: string,
  used?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__sandbox/sms/messages?phone=${digits}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      // Order notices reach the same phones as jobs; only a sign-in text carries a code.
      const text = messages.find((m) => m.text.includes('giriş kodunuz'))?.text;
      code = text ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
      return code !== undefined && code !== used;
    })
    .toBe(true);
  return code as string;
}

/** Signs a customer in on the login page with an SMS code; returns the code it used. */
export async function signInAsCustomer(page: Page, digits: string, usedCode?: string) {
  await page.goto('/musteri-hizmetleri-giris');
  await page.getByLabel(/^Cep telefonu/).fill(digits);
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(page.getByLabel(/^Doğrulama kodu/)).toBeVisible();
  const code = await codeFromOutbox(page.request, digits, usedCode);
  await page.getByLabel(/^Doğrulama kodu/).fill(code);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/profilim$/);
  return code;
}

/** The `skip`-th product of the demo catalogue's first page with stock (no buy-one-get-one). */
export async function productInStock(request: APIRequestContext, skip = 0) {
  const list = await (await request.get('/api/products/?pageNumber=1')).json();
  const product = list.products.filter(
    (p: { inStock: boolean; buyOneGetOneFree: boolean }) => p.inStock && !p.buyOneGetOneFree,
  )[skip];
  expect(product, 'a product in stock').toBeTruthy();
  return product as { name: string; slug: string; _id: number };
}
