import { followAdminMenu, openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';
import { fillOrderDetails, productInStock, signInAsCustomer, uniquePhone } from './journeys';

/** A cash-on-delivery order placed by a guest; its number, id and shopper page. */
async function placeCashOnDeliveryOrder(page: Page, phone: string, skip: number) {
  const product = await productInStock(page.request, skip);
  await page.goto(`/urun/${product.slug}/${product._id}`);
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page).toHaveURL(/\/sepet$/);
  await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
  await fillOrderDetails(page, { phone, firstName: 'Kargo', lastName: 'Denemesi' });
  await page.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
  await expect(page).toHaveURL(/\/odeme-adimi-2\/2\?unpaidid=/);
  await page.getByRole('radio', { name: /Kapıda Ödeme/ }).check();
  await page.getByRole('button', { name: /Siparişi Onayla/ }).click();
  await expect(page).toHaveURL(/\/tesekkurler\?siparis=/, { timeout: 20_000 });
  const number = (await page.locator('.thank-you__number strong').textContent()) ?? '';
  const orderId = new URL(page.url()).searchParams.get('siparis') ?? '';
  return { number, orderId, shopperPage: `/siparis-detaylari/${orderId}/${number}` };
}

test('a packed order is booked from its page, its label downloads, tracking delivers it and the shopper sees the parcel', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const phone = uniquePhone();
  const order = await placeCashOnDeliveryOrder(page, phone, 6);
  await signInAsCustomer(page, phone);

  const admin = await openAdminPage(browser, 'warehouse', baseURL);
  const staff = admin.page;
  await staff.goto(`/admin-panel/siparis/${order.orderId}`);
  await expect(
    staff.getByRole('heading', { level: 1, name: `Sipariş ${order.number}` }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Paketlendi', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Paketlendi', exact: true }).click();
  await expect(staff.getByRole('status').filter({ hasText: /Sipariş paketlendi/ })).toBeVisible();

  // The shipping section: the suggested carrier and cash on delivery, then booking.
  const shipping = staff.locator('section[aria-labelledby="siparis-kargo"]');
  await expect(shipping.getByText(/Önerilen firma/)).toBeVisible();
  await expect(shipping.getByText(/Kapıda ödeme/).first()).toBeVisible();
  await shipping.getByRole('button', { name: 'Kargo kaydı aç' }).click();
  await expect(
    shipping.getByRole('status').filter({ hasText: /kargo kaydı açıldı/ }),
  ).toBeVisible();
  const card = shipping.locator('.admin-shipment').first();
  await expect(card).toContainText('Kargo kaydı oluşturuldu');
  const key = ((await card.getAttribute('data-testid')) ?? '').replace('shipment-', '');
  expect(key).toMatch(/^CR\d{6}[A-Z2-9]{8}$/);
  const carrier = (await card.locator('strong').first().textContent())?.includes('UPS')
    ? 'ups'
    : 'yurtici';

  // The label: an A6 PDF download.
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    card.getByRole('link', { name: 'Etiket (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`etiket-${key}.pdf`);

  // The carrier delivers (the stand-in's control), and tracking runs: "Durumu sorgula" asks the
  // carrier as the tracking job does.
  const advanced = await staff.request.post(`/__sandbox/${carrier}/shipments/${key}/advance`, {
    data: { to: 'delivered' },
  });
  expect(advanced.ok()).toBe(true);
  await card.getByRole('button', { name: 'Durumu sorgula' }).click();
  await expect(shipping.locator('.admin-shipment').first()).toContainText('Teslim edildi');
  await staff.reload();
  await expect(staff.getByTestId('siparis-durumu')).toHaveText('Teslim edildi');

  // The shopper was texted the tracking link once, and sees the parcel on the order page.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__sandbox/sms/messages?phone=${phone}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      return messages.filter((m) => m.text.includes('yola çıktı')).length;
    })
    .toBe(1);
  await page.goto(order.shopperPage);
  const tracking = page.getByTestId('kargo-takip');
  await expect(tracking).toBeVisible();
  await expect(tracking).toContainText('Teslim edildi');
  await page.goto('/siparislerim');
  await expect(page.getByTestId('kargo-takip').first()).toBeVisible();

  // kargo-islemleri lists it under "Teslim edildi", found by the order number.
  await staff.goto(`/admin-panel/kargo-islemleri?sekme=delivered&q=${order.number}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Kargo işlemleri' })).toBeVisible();
  await expect(staff.getByRole('link', { name: order.number })).toBeVisible();
  await admin.context.close();
});

/** The page fits the screen: nothing wider than the viewport but the tables' own scrollers. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('staff keep the mobil bölge list and the carrier settings; a role without shipping is kept out', async ({
  browser,
  baseURL,
}, testInfo) => {
  const admin = await openAdminPage(browser, 'operations', baseURL);
  const staff = admin.page;
  // Both widths run at once against one shop: each run adds its own village.
  const village = `deneme${testInfo.project.name}${Date.now() % 1_000_000}`;

  await staff.goto('/admin-panel/anasayfa');
  await followAdminMenu(staff, 'Mobil bölgeler');
  await expect(staff.getByRole('heading', { level: 1, name: 'Mobil bölgeler' })).toBeVisible();
  await fitsTheScreen(staff);

  // The contract's rules in the browser: nothing is sent without a province.
  const form = staff.getByRole('form', { name: 'Mobil bölge ekle' });
  await form.getByRole('button', { name: 'Listeye ekle' }).click();
  await expect(form.getByText('İl seçin.', { exact: true })).toBeVisible();

  await form.getByRole('combobox', { name: 'İl', exact: true }).selectOption('Kastamonu');
  await form.getByRole('combobox', { name: 'İlçe', exact: true }).selectOption('Pınarbaşı');
  await form.getByRole('textbox', { name: 'Köy / mahalle' }).fill(village);
  await form.getByRole('textbox', { name: 'Not' }).fill('Ana firmanın şubesi yok');
  await form.getByRole('button', { name: 'Listeye ekle' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: 'mobil bölge listesine eklendi' }),
  ).toBeVisible();

  // Found by search; removed only after the question is answered.
  await staff.getByRole('searchbox', { name: 'İl, ilçe, köy veya not' }).fill(village);
  await staff.getByRole('button', { name: 'Ara' }).click();
  await expect(staff).toHaveURL(new RegExp(`q=${village}`));
  const row = staff.getByRole('row', { name: new RegExp(village) });
  await expect(row).toContainText('Kastamonu');
  await fitsTheScreen(staff);
  await row.getByRole('button', { name: /listeden çıkar$/ }).click();
  const dialog = staff.getByRole('dialog', { name: 'Listeden çıkarılsın mı?' });
  await expect(dialog).toContainText(village);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /listeden çıkar$/ }).click();
  await dialog.getByRole('button', { name: 'Listeden çıkar' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Yer listeden çıkarıldı.' }),
  ).toBeVisible();
  await expect(staff.getByText('Bu aramaya uyan yer yok.')).toBeVisible();

  // Carrier settings: a divisor out of range is refused in the page; switching off asks first.
  await followAdminMenu(staff, 'Kargo ayarları');
  await expect(staff.getByRole('heading', { level: 1, name: 'Kargo ayarları' })).toBeVisible();
  await fitsTheScreen(staff);
  const yurtici = staff.getByRole('region', { name: 'Yurtiçi Kargo' });
  await expect(yurtici.getByText('Mobil bölge firması')).toBeVisible();
  const divisor = yurtici.getByRole('textbox', { name: 'Desi böleni' });
  await divisor.fill('500');
  await yurtici.getByRole('button', { name: 'Kaydet' }).click();
  await expect(yurtici.getByText('Desi böleni en az 1000 olmalı.').first()).toBeVisible();
  // The same value both widths save: the other run's bookings keep their desi.
  await divisor.fill('3000');
  await yurtici.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    yurtici.getByRole('status').filter({ hasText: 'desi böleni 3000 olarak kaydedildi' }),
  ).toBeVisible();
  await yurtici.getByRole('switch', { name: 'Yeni gönderi alır' }).click();
  await yurtici.getByRole('button', { name: 'Kaydet' }).click();
  const off = staff.getByRole('dialog', { name: 'Yurtiçi Kargo kapatılsın mı?' });
  await expect(off).toBeVisible();
  await off.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(yurtici.getByText('Açık', { exact: true })).toBeVisible();
  await expect(yurtici.getByRole('switch', { name: 'Yeni gönderi alır' })).toBeChecked();

  // The return address UPS return labels are sent to.
  const address = staff.getByRole('region', { name: 'İade adresi' });
  await address.getByRole('textbox', { name: 'Firma veya alıcı adı' }).fill('Çarşı Depo');
  await address.getByRole('textbox', { name: 'Telefon' }).fill('0258 222 33 44');
  await address.getByRole('combobox', { name: 'İl', exact: true }).selectOption('Denizli');
  await address.getByRole('combobox', { name: 'İlçe', exact: true }).selectOption('Honaz');
  await address
    .getByRole('textbox', { name: 'Açık adres' })
    .fill('Organize Sanayi Bölgesi 4. Cad. No: 7');
  await address.getByRole('button', { name: 'İade adresini kaydet' }).click();
  await expect(
    address.getByRole('status').filter({ hasText: 'İade adresi kaydedildi.' }),
  ).toBeVisible();
  await fitsTheScreen(staff);
  await admin.context.close();

  // Marketing does not ship: no link in its menu, and the address sends it home.
  const marketing = await openAdminPage(browser, 'marketing', baseURL);
  await marketing.page.goto('/admin-panel/kargo-ayarlari');
  await expect(marketing.page).toHaveURL(/\/admin-panel\/anasayfa\?yetki=yok/);
  await expect(marketing.page.getByRole('link', { name: 'Mobil bölgeler' })).toHaveCount(0);
  await marketing.context.close();
});
