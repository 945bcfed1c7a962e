import { openAdminPage } from './admin';
import { expect, type Page, test } from './fixtures';

/** Every Content-Security-Policy violation the page reports, as "directive blocked-uri". */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The script nonce the answer's policy names; the policy allows no other inline script. */
function policyNonce(policy: string | undefined): string {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([\w-]+)'/.exec(scriptSrc)?.[1];
  expect(nonce, `script-src ${scriptSrc}`).toBeTruthy();
  return nonce ?? '';
}

/** The nonces of the document's inline scripts (data blocks such as JSON-LD are not run). */
const inlineScriptNonces = (page: Page) =>
  page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && !/json/.test(script.type))
      .map((script) => script.nonce),
  );

test.describe('Content-Security-Policy with script nonces', () => {
  test('a shared page, fresh or from the cache, runs only the scripts its policy names', async ({
    page,
  }) => {
    await recordViolations(page);
    const nonces: string[] = [];
    for (const _visit of [1, 2]) {
      const response = await page.goto('/');
      const nonce = policyNonce(response?.headers()['content-security-policy']);
      const scripts = await inlineScriptNonces(page);
      // The first-paint script, React Router's context, the loader and the module it added.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(new Set(scripts)).toEqual(new Set([nonce]));
      nonces.push(nonce);
      // React hydrated the page (root.tsx marks it), so its scripts all ran.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(await violations(page)).toEqual([]);
    }
  });

  test('a page rendered for its visitor gets a nonce of its own on each answer', async ({
    page,
  }) => {
    await recordViolations(page);
    const cart = await page.goto('/sepet');
    // The visitor's own page: kept by no browser or proxy.
    expect(cart?.headers()['cache-control']).toBe('private, no-store');
    const first = policyNonce(cart?.headers()['content-security-policy']);
    expect(new Set(await inlineScriptNonces(page))).toEqual(new Set([first]));
    const second = policyNonce((await page.reload())?.headers()['content-security-policy']);
    expect(second).not.toBe(first);
    expect(new Set(await inlineScriptNonces(page))).toEqual(new Set([second]));
    expect(await violations(page)).toEqual([]);
  });
});

test('admin pages are kept by no browser or proxy', async ({ browser, baseURL }) => {
  const { context, page } = await openAdminPage(browser, 'owner', baseURL);
  try {
    await recordViolations(page);
    const response = await page.goto('/admin-panel/anasayfa');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    policyNonce(response?.headers()['content-security-policy']);
    const orders = await page.request.get('/api/admin/orders');
    expect(orders.status()).toBe(200);
    expect(orders.headers()['cache-control']).toBe('private, no-store');
    expect(await violations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
