import { openAdminPage } from './admin';
import { expect, test } from './fixtures';

// The seed's delivered cash-on-delivery order for this journey (apps/server/src/modules/returns/demo-returns.ts).
const ORDER = { orderNumber: '250101-90001', phone: '0555 999 00 01' };
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

test('a shopper starts an easy return; the warehouse receives it, accounting refunds, the shopper sees it', async ({
  browser,
  baseURL,
  page: shopper,
}) => {
  test.setTimeout(180_000);
  await shopper.goto('/kolay-iade-baslat');
  await shopper.getByLabel('Sipariş numarası').fill(ORDER.orderNumber);
  await shopper.getByLabel('Siparişteki cep telefonu').fill(ORDER.phone);
  await shopper.getByRole('button', { name: 'Siparişimi bul' }).click();
  await shopper
    .getByRole('link', { name: /için iade başlat/ })
    .first()
    .click();
  await expect(shopper.getByRole('heading', { name: /İade Talebi/ })).toBeVisible();
  await shopper.getByLabel('İade nedeni').selectOption('Beden/Ebatı büyük');
  await shopper.getByLabel('İadenin yapılacağı IBAN').fill(IBAN);
  await shopper.getByRole('button', { name: 'İade talebini gönder' }).click();
  await expect(shopper).toHaveURL(/\/iade-bilgileri\//);
  await expect(shopper.getByTestId('iade-durumu')).toContainText('Onaylandı');
  const code = (await shopper.getByText(/^İade kodunuz:/).innerText()).match(/IA-\d{4}-\d{4}/)?.[0];
  expect(code).toBeTruthy();
  const infoUrl = shopper.url();

  const { context: warehouse, page: warehousePage } = await openAdminPage(
    browser,
    'warehouse',
    baseURL,
  );
  await warehousePage.goto(`/admin-panel/iade-onay-kodu-olustur?q=${code}`);
  await warehousePage.getByRole('button', { name: `${code} depoya alındı` }).click();
  await expect(
    warehousePage.getByRole('status').filter({ hasText: 'depoya alındı' }),
  ).toBeVisible();
  await warehouse.close();

  const { context: accounting, page: accountingPage } = await openAdminPage(
    browser,
    'accounting',
    baseURL,
  );
  await accountingPage.goto(`/admin-panel/iade-onay-kodu-olustur?q=${code}`);
  await accountingPage.getByRole('button', { name: `${code} geri ödeme` }).click();
  await accountingPage.getByRole('button', { name: 'Havale yapıldı' }).last().click();
  await expect(
    accountingPage.getByRole('status').filter({ hasText: 'havale yapıldı' }),
  ).toBeVisible();
  await accounting.close();

  await shopper.goto(infoUrl);
  await expect(shopper.getByTestId('iade-durumu')).toContainText('Geri ödeme yapıldı');
  await expect(shopper.getByText(/IBAN'ınıza gönderildi/)).toBeVisible();
});
