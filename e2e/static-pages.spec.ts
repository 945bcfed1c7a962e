import { expect, test } from './fixtures';

const pages = [
  ['/hakkimizda', 'Hakkımızda'],
  ['/iletisim', 'İletişim'],
  ['/sponsorluklar', 'Sponsorluklar'],
  ['/insan-kaynaklari', 'İnsan Kaynakları'],
  ['/mesafeli-satis-sozlesmesi', 'Mesafeli Satış Sözleşmesi'],
  ['/gizlilik-sozlesmesi', 'Gizlilik'],
  ['/cayma-hakki', 'Cayma Hakkı'],
] as const;

for (const [path, title] of pages) {
  test(`${path} renders its title and content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    expect(await page.locator('article p').count()).toBeGreaterThan(3);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
  });
}

test('footer links reach the legal pages', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Cayma Hakkı/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cayma-hakki$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cayma Hakkı');
});
