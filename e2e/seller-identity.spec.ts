import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { followAdminMenu, openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';
import { productInStock } from './journeys';

// The owner keeps the shop's legal identity in the back office; the footer, the contact page,
// the contract and the pre-information form show what was saved. The identity is one row for
// the whole shop, so the desktop and phone runs of this journey take turns and each puts the
// identity back as it found it.

const PATH = '/admin-panel/satici-bilgileri';

/** One run at a time per server: a directory made atomically beside the others' temp files. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `carsi-e2e-seller-identity-${process.env.E2E_PORT ?? 3100}`);
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A run killed while it held the turn leaves the directory behind.
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 300_000) await rmdir(lock).catch(() => undefined);
      if (Date.now() > deadline) throw new Error('the other run kept the seller identity');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock);
  }
}

const footerSeller = (page: Page) =>
  page.getByRole('contentinfo').getByLabel('Satıcı bilgileri', { exact: true });

test.describe('the seller identity', () => {
  test.setTimeout(180_000);

  test('the owner edits it and every page that names the seller shows it', async ({
    browser,
    page,
    baseURL,
  }, testInfo) => {
    const origin = new URL(baseURL!).origin;
    const owner = await openAdminPage(browser, 'owner', baseURL);
    const width = testInfo.project.name;
    const changed = {
      tradeName: `Deneme Tekstil ${width === 'mobile' ? 'Mobil' : 'Masaüstü'} A.Ş.`,
      taxOffice: 'Bornova Vergi Dairesi',
      taxNumber: '3250536363',
      mersisNumber: '0325053636300011',
      address: 'Kazımdirik Mah. 372/8 Sok. No: 4, 35100 Bornova/İzmir',
      phone: '0232 444 55 66',
      email: 'iletisim@denemetekstil.com.tr',
      kepAddress: 'denemetekstil@hs02.kep.tr',
    };

    await inTurn(async () => {
      const before = await owner.page.request.get('/api/admin/seller-identity');
      expect(before.status()).toBe(200);
      const { updatedAt: _, ...original } = (await before.json()).sellerIdentity;
      try {
        // The home page is one cached copy for everyone: seen once with the identity as it was.
        await page.goto('/');
        await expect(footerSeller(page)).toContainText(original.tradeName);

        const admin = owner.page;
        // The owner's menu lists the page under "Ayarlar", its last group.
        await admin.goto('/admin-panel/anasayfa');
        await followAdminMenu(admin, 'Satıcı bilgileri');
        await expect(admin).toHaveURL(new RegExp(`${PATH}$`));
        await expect(
          admin.getByRole('heading', { level: 1, name: 'Satıcı Bilgileri' }),
        ).toBeVisible();
        await expect(admin.getByLabel(/^Ticaret unvanı/)).toHaveValue(original.tradeName);

        // A tax number whose check digit is wrong is refused beside its field, in Turkish.
        await admin.getByLabel(/^Vergi numarası/).fill('3250536364');
        await admin.getByLabel(/^KEP adresi/).fill('info@example.com');
        await admin.getByRole('button', { name: 'Kaydet' }).click();
        await expect(
          admin
            .getByText(
              'Vergi numarası geçerli bir VKN (10 hane) ya da T.C. kimlik numarası (11 hane) olmalı.',
            )
            .first(),
        ).toBeVisible();
        await expect(admin.getByLabel(/^Vergi numarası/)).toHaveAttribute('aria-invalid', 'true');
        await expect(
          admin.getByText('KEP adresi …@….kep.tr biçiminde olmalı.').first(),
        ).toBeVisible();

        await admin.getByLabel(/^Ticaret unvanı/).fill(changed.tradeName);
        await admin.getByLabel(/^Vergi dairesi/).fill(changed.taxOffice);
        await admin.getByLabel(/^Vergi numarası/).fill(changed.taxNumber);
        await admin.getByLabel(/^MERSİS numarası/).fill(changed.mersisNumber);
        await admin.getByLabel(/^Merkez adresi/).fill(changed.address);
        await admin.getByLabel(/^Telefon/).fill(changed.phone);
        await admin.getByLabel(/^E-posta/).fill(changed.email);
        await admin.getByLabel(/^KEP adresi/).fill(changed.kepAddress);
        await admin.screenshot({
          path: testInfo.outputPath('satici-bilgileri.png'),
          fullPage: true,
        });
        await admin.getByRole('button', { name: 'Kaydet' }).click();
        await expect(admin.getByText('Satıcı bilgileri kaydedildi.')).toBeVisible();
        await expect(admin.getByText(/^Son kaydeden: /)).toBeVisible();
        await admin.reload();
        await expect(admin.getByLabel(/^Ticaret unvanı/)).toHaveValue(changed.tradeName);
        await expect(admin.getByLabel(/^KEP adresi/)).toHaveValue(changed.kepAddress);

        // The footer of the cached home page now names the new seller.
        await page.goto('/');
        const footer = footerSeller(page);
        for (const value of [
          changed.tradeName,
          changed.address,
          changed.phone,
          changed.email,
          changed.kepAddress,
          changed.mersisNumber,
        ]) {
          await expect(footer).toContainText(value);
        }
        await expect(footer).not.toContainText(original.tradeName);

        await page.goto('/iletisim');
        const contact = page.locator('article');
        for (const value of [changed.tradeName, changed.phone, changed.kepAddress]) {
          await expect(contact).toContainText(value);
        }
        await expect(contact).toContainText(`${changed.taxOffice}, ${changed.taxNumber}`);

        await page.goto('/mesafeli-satis-sozlesmesi');
        const contract = page.locator('article');
        await expect(contract).toContainText(`Unvan: ${changed.tradeName}`);
        await expect(contract).toContainText(`MERSİS numarası: ${changed.mersisNumber}`);
        await expect(contract).not.toContainText(original.tradeName);

        // The pre-information form at checkout: the seller, the return carrier and who pays.
        const product = await productInStock(page.request);
        await page.goto(`/urun/${product.slug}/${product._id}`);
        await page.getByRole('button', { name: 'Sepete Ekle' }).click();
        await expect(page).toHaveURL(/\/sepet$/);
        await page.getByRole('link', { name: 'Alışverişi Tamamla' }).click();
        await expect(page).toHaveURL(/\/siparis-bilgileri-adim-1\/2$/);
        await page
          .getByRole('button', { name: 'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi' })
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(`Unvan: ${changed.tradeName}`);
        await expect(dialog).toContainText(`KEP adresi: ${changed.kepAddress}`);
        await expect(dialog.getByTestId('return-shipping')).toHaveText(
          /Yurtiçi Kargo ile geri gönderilir; geri gönderim ücretini Satıcı öder\./,
        );
        await page.screenshot({ path: testInfo.outputPath('on-bilgilendirme.png') });
      } finally {
        const restored = await owner.page.request.put('/api/admin/seller-identity', {
          data: original,
          headers: { origin },
        });
        expect(restored.status(), await restored.text()).toBe(200);
        await owner.context.close();
      }
    });
  });

  test('another role may neither open the page nor change it', async ({ browser, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const marketing = await openAdminPage(browser, 'marketing', baseURL);
    const { page } = marketing;
    await page.goto('/admin-panel/anasayfa');
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü', includeHidden: true });
    await expect(menu.getByRole('link', { name: 'Ana sayfa', includeHidden: true })).toHaveCount(1);
    await expect(
      menu.getByRole('link', { name: 'Satıcı bilgileri', includeHidden: true }),
    ).toHaveCount(0);
    await page.goto(PATH);
    await expect(page).toHaveURL(/\/admin-panel\/anasayfa\?yetki=yok$/);

    const read = await page.request.get('/api/admin/seller-identity');
    expect(read.status()).toBe(403);
    const write = await page.request.put('/api/admin/seller-identity', {
      data: {
        tradeName: 'Başka A.Ş.',
        taxOffice: 'Konak',
        taxNumber: '3250536363',
        address: 'İzmir',
        phone: '0232 000 00 00',
        email: 'a@b.com.tr',
      },
      headers: { origin },
    });
    expect(write.status()).toBe(403);
    expect((await write.json()).code).toBe('FORBIDDEN');
    await marketing.context.close();
  });
});
