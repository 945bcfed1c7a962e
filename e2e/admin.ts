import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  CONSENT_ANALYTICS_ONLY,
  expect,
  type Page,
  projectScreen,
  waitForHydrationOnNavigation,
} from './fixtures';
import { codeFromOutbox } from './journeys';

export { projectScreen };

/** The demo seed's admins, one per role (README: sandbox mode only). */
export const ADMIN_PHONES = {
  owner: '05000000001',
  operations: '05000000002',
  customerService: '05000000003',
  warehouse: '05000000004',
  accounting: '05000000005',
  marketing: '05000000006',
} as const;
export type DemoAdminRole = keyof typeof ADMIN_PHONES;

/** Where the setup project keeps a signed-in admin's cookies. */
export const adminStatePath = (role: DemoAdminRole) =>
  path.join(import.meta.dirname, 'artifacts', '.auth', `admin-${role}.json`);

const captchaReady = (page: Page) =>
  expect(page.getByText('Güvenlik doğrulaması tamamlandı.')).toBeVisible({ timeout: 30_000 });

/** Signs a demo admin in on /admin-giris with the SMS code from the sandbox outbox. */
export async function signInAsAdmin(page: Page, role: DemoAdminRole): Promise<void> {
  const digits = ADMIN_PHONES[role];
  await page.goto('/admin-giris?sonra=%2Fadmin-panel%2Fanasayfa');
  await page.getByLabel(/^Cep telefonu/).fill(digits);
  await captchaReady(page);
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(page.getByLabel(/^Doğrulama kodu/)).toBeVisible();
  await page.getByLabel(/^Doğrulama kodu/).fill(await codeFromOutbox(page.request, digits));
  await captchaReady(page);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/anasayfa$/);
}

/**
 * A browser of the demo admin's own (their saved cookies) at the project's width, whose pages
 * wait for hydration like the `page` fixture's; close the context at the end.
 */
export async function openAdminPage(
  browser: Browser,
  role: DemoAdminRole,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...projectScreen(),
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    storageState: adminStatePath(role),
  });
  await context.addCookies([
    { name: 'carsi_consent', value: CONSENT_ANALYTICS_ONLY, url: baseURL ?? 'http://127.0.0.1' },
  ]);
  return { context, page: waitForHydrationOnNavigation(await context.newPage()) };
}

/**
 * Follows a link of the back-office menu as a person does: on a phone the menu opens from the
 * header's button first; at a desk it is always there.
 */
export async function followAdminMenu(page: Page, link: string): Promise<void> {
  const open = page.getByRole('button', { name: 'Menüyü aç' });
  if (await open.isVisible()) await open.click();
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: link, exact: true })
    .click();
}
