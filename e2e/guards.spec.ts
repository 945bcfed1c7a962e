import { adminStatePath, openAdminPage } from './admin';
import { expect, test } from './fixtures';

test.describe('guarded areas redirect on the server', () => {
  test('/admin-panel/anasayfa goes to /admin-giris', async ({ request }) => {
    const response = await request.get('/admin-panel/anasayfa', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/admin-giris\?sonra=/);
  });

  test('wholesale pages go to /toptan-giris', async ({ request }) => {
    const response = await request.get('/toptan-hesabi', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/toptan-giris/);
  });

  test('customer pages go to /musteri-hizmetleri-giris', async ({ request }) => {
    const response = await request.get('/profilim', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/musteri-hizmetleri-giris/);
  });

  test('an address with empty segments goes to its own path on this site, not another host', async ({
    request,
    baseURL,
  }) => {
    // Written out whole: resolved against the base, `//evil.com` would be another host already.
    for (const [address, location] of [
      ['//', '/'],
      ['//evil.com', '/evil.com'],
      ['//admin-panel/anasayfa', '/admin-panel/anasayfa'],
      ['/ara//nevresim', '/ara/nevresim'],
    ]) {
      const response = await request.get(`${baseURL}${address}`, { maxRedirects: 0 });
      expect(response.status(), address).toBe(301);
      expect(response.headers().location, address).toBe(location);
    }
    // Followed: the admin page still asks for a sign-in.
    const admin = await request.get(`${baseURL}//admin-panel/anasayfa`);
    expect(admin.url()).toMatch(/\/admin-giris\?sonra=/);
  });

  test('the redirect holds in the browser without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/admin-panel/anasayfa');
    await expect(page).toHaveURL(/\/admin-giris/);
    await context.close();
  });
});

test.describe('the back office by role', () => {
  const dataUrl =
    '/admin-panel/musteri-hizmetleri.data?q=1&_routes=routes%2Fadmin%2Fsupport-requests';

  test('client-side navigation gets the guard as React Router expects it', async ({
    playwright,
    baseURL,
  }) => {
    const signedOut = await playwright.request.newContext({ baseURL });
    const anonymous = await signedOut.get(dataUrl, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(204);
    expect(anonymous.headers()['x-remix-redirect']).toBe(
      `/admin-giris?sonra=${encodeURIComponent('/admin-panel/musteri-hizmetleri?q=1')}`,
    );
    await signedOut.dispose();

    const marketing = await playwright.request.newContext({
      baseURL,
      storageState: adminStatePath('marketing'),
    });
    const refused = await marketing.get(dataUrl, { maxRedirects: 0 });
    expect(refused.status()).toBe(204);
    expect(refused.headers()['x-remix-redirect']).toBe('/admin-panel/anasayfa?yetki=yok');
    await marketing.dispose();

    const support = await playwright.request.newContext({
      baseURL,
      storageState: adminStatePath('customerService'),
    });
    expect((await support.get(dataUrl, { maxRedirects: 0 })).status()).toBe(200);
    await support.dispose();
  });

  test('each role sees only its own part of the navigation, and a forbidden page says so', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openAdminPage(browser, 'warehouse', baseURL);
    await page.goto('/admin-panel/anasayfa');
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    await expect(nav.getByRole('link', { name: 'Paketlenecekler' })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'İndirim kodları' })).toHaveCount(0);
    await page.goto('/admin-panel/kullanicilar');
    await expect(page).toHaveURL(/\/admin-panel\/anasayfa\?yetki=yok$/);
    await expect(page.getByRole('alert')).toContainText('Bu sayfaya erişim yetkiniz yok');
    await context.close();
  });
});

test('on a phone the back-office menu opens from the header and closes after a link', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAdminPage(browser, 'owner', baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-panel/anasayfa');
  const menu = page.getByRole('button', { name: 'Menüyü aç' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Siparişler', exact: true })).not.toBeInViewport();
  // The header has room for the bell only: sign-out waits in the menu, not off the screen.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Bildirimler/ })).toBeInViewport();
  await expect(header.getByRole('button', { name: 'Çıkış yap' })).toHaveCount(0);
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(nav.getByRole('button', { name: 'Çıkış yap' })).toBeInViewport();
  await page.getByRole('link', { name: 'Siparişler', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-panel\/siparisler/);
  await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
