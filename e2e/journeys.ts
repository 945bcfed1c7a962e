import type { Page } from './fixtures';

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
