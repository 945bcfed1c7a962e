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

  test('the redirect holds in the browser without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/admin-panel/anasayfa');
    await expect(page).toHaveURL(/\/admin-giris/);
    await context.close();
  });
});
