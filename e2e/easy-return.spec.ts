import { openAdminPage } from './admin';
import {
  type BrowserContext,
  CONSENT_ANALYTICS_ONLY,
  expect,
  type Page,
  test,
  waitForHydrationOnNavigation,
} from './fixtures';

// The seed's untouched delivered cash-on-delivery orders (apps/server/src/modules/returns/
// demo-returns.ts): one per project, so the phone and the desktop run side by side.
const ORDERS = {
  desktop: { orderNumber: '250101-90001', phone: '0555 999 00 01', digits: '05559990001' },
  mobile: { orderNumber: '250101-90005', phone: '0555 999 00 05', digits: '05559990005' },
} as const;
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
/** A 1×1 PNG: the page turns it into a small JPEG before it is sent. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Every uncaught page error and console error of a page, for the end of the journey. */
function watch(page: Page, errors: string[]): Page {
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

test('a shopper starts an easy return, the warehouse receives it, the shopper gives the IBAN from the SMS link, accounting transfers', async ({
  browser,
  baseURL,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const order = ORDERS[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];
  const errors: string[] = [];
  const shopper = watch(page, errors);
  const contexts: BrowserContext[] = [];
  try {
    await shopper.goto('/kolay-iade-baslat');
    await shopper.getByLabel('Sipariş numarası').fill(order.orderNumber);
    await shopper.getByLabel('Siparişteki cep telefonu').fill(order.phone);
    await shopper.getByRole('button', { name: 'Siparişimi bul' }).click();
    await shopper
      .getByRole('link', { name: /için iade başlat/ })
      .first()
      .click();
    await expect(shopper.getByRole('heading', { name: /İade Talebi/ })).toBeVisible();
    // The product the link was for is preselected (1 unit); the shopper adds the pillow too.
    // This choice once crashed the page; this step makes sure it no longer does.
    await shopper.getByLabel(/, 1 adet\)$/).selectOption('1 adet iade et');
    // Within 14 days of delivery a withdrawal needs no reason; this journey gives one.
    const reasoned = shopper.getByRole('radio', { name: /Nedenini belirterek iade/ });
    if ((await reasoned.count()) > 0) await reasoned.check();
    await shopper.getByLabel('İade nedeni').selectOption('Beden/Ebatı büyük');
    // A photo of the label: uploaded for this order (its phone proves it) and filed with it.
    await shopper.getByLabel(/^Fotoğraflar/).setInputFiles({
      name: 'etiket.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await expect(shopper.getByText('1 fotoğraf eklendi.')).toBeVisible();
    // The IBAN can come later: the shopper leaves it for the SMS link.
    await shopper.getByRole('button', { name: 'İade talebini gönder' }).click();
    await expect(shopper).toHaveURL(/\/iade-bilgileri\//);
    await expect(shopper.getByTestId('iade-durumu')).toContainText('Onaylandı');
    await expect(shopper.getByRole('listitem').filter({ hasText: /· 1 adet ·/ })).toHaveCount(2);
    const code = (await shopper.getByText(/^İade kodunuz:/).innerText()).match(
      /IA-\d{4}-\d{4}/,
    )?.[0];
    expect(code).toBeTruthy();

    const warehouse = await openAdminPage(browser, 'warehouse', baseURL);
    contexts.push(warehouse.context);
    watch(warehouse.page, errors);
    await warehouse.page.goto(`/admin-panel/iade-onay-kodu-olustur?q=${code}`);
    await warehouse.page.getByRole('button', { name: `${code} depoya alındı` }).click();
    await expect(
      warehouse.page.getByRole('status').filter({ hasText: 'depoya alındı' }),
    ).toBeVisible();
    // Without the IBAN, accounting is not offered the transfer yet.
    const accounting = await openAdminPage(browser, 'accounting', baseURL);
    contexts.push(accounting.context);
    watch(accounting.page, errors);
    await accounting.page.goto(`/admin-panel/iade-onay-kodu-olustur?q=${code}`);
    await expect(accounting.page.getByText('müşterinin IBAN girmesi bekleniyor')).toBeVisible();
    await expect(accounting.page.getByRole('button', { name: `${code} geri ödeme` })).toHaveCount(
      0,
    );

    // The SMS says where to give the IBAN; the shopper opens it on a phone that never ordered.
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await shopper.request.get(`/__sandbox/sms/messages?phone=${order.digits}`);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        const text = messages.find((m) => m.text.includes(`${code} kodlu iadeniz depomuza`))?.text;
        link = text?.match(/\/iade-bilgileri\/[\w-]{22}/)?.[0];
        return link;
      })
      .toBeTruthy();
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const phoneContext = await browser.newContext({
      ...(viewport ? { viewport } : {}),
      ...(isMobile ? { isMobile, hasTouch: Boolean(hasTouch) } : {}),
      baseURL,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    contexts.push(phoneContext);
    await phoneContext.addCookies([
      { name: 'carsi_consent', value: CONSENT_ANALYTICS_ONLY, url: baseURL ?? '' },
    ]);
    const fromSms = watch(waitForHydrationOnNavigation(await phoneContext.newPage()), errors);
    await fromSms.goto(link as string);
    await expect(fromSms.getByText(/Tutarı gönderebilmemiz için/)).toBeVisible();
    await fromSms.getByLabel('IBAN ekle').fill(IBAN);
    await fromSms.getByRole('button', { name: 'Kaydet' }).click();
    await expect(fromSms.getByText('IBAN bilginiz kaydedildi.')).toBeVisible();
    await expect(fromSms.getByText(/İade yapılacak hesap: TR33 00\*\*/)).toBeVisible();

    // Accounting reads the IBAN in full, makes the transfer and marks it done.
    await accounting.page.reload();
    await accounting.page.getByRole('button', { name: `${code} IBAN'ı göster` }).click();
    await expect(accounting.page.getByTestId(`iban-${code}`)).toHaveText(IBAN);
    await accounting.page.getByRole('button', { name: `${code} geri ödeme` }).click();
    await accounting.page.getByRole('button', { name: 'Havale yapıldı' }).last().click();
    await expect(
      accounting.page.getByRole('status').filter({ hasText: 'havale yapıldı' }),
    ).toBeVisible();

    await fromSms.reload();
    await expect(fromSms.getByTestId('iade-durumu')).toContainText('Geri ödeme yapıldı');
    await expect(fromSms.getByText(/IBAN'ınıza gönderildi/)).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
