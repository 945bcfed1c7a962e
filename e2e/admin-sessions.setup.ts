import { ADMIN_PHONES, adminStatePath, signInAsAdmin } from './admin';
import { test as setup } from './fixtures';

// Signs each demo admin in once through /admin-giris, as a person does, and keeps the browser's
// cookies for the back-office specs (`test.use({ storageState: adminStatePath(role) })`).
for (const role of Object.keys(ADMIN_PHONES) as (keyof typeof ADMIN_PHONES)[]) {
  setup(`sign in as the demo ${role} admin`, async ({ page }) => {
    setup.setTimeout(120_000);
    await signInAsAdmin(page, role);
    await page.context().storageState({ path: adminStatePath(role) });
  });
}
