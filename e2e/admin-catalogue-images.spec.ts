import sharp from 'sharp';
import { adminStatePath } from './admin';
import { expect, test } from './fixtures';

// Back-office catalogue: uploaded photos are served as AVIF, with WebP as the fallback.
test.use({ storageState: adminStatePath('operations') });

const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );

test("the product page's HTML offers an uploaded photo as AVIF before WebP, and the files are there", async ({
  page,
  baseURL,
}) => {
  const code = letters();
  // The admin API takes writes from the shop's own origin only.
  const origin = new URL(baseURL!).origin;
  const photo = await sharp({
    create: { width: 960, height: 720, channels: 3, background: '#c69a7a' },
  })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/admin/images?alt=Kadife%20yast%C4%B1k', {
    headers: { 'content-type': 'image/png', origin },
    data: photo,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { image } = await uploaded.json();
  expect(image).toMatchObject({ widths: [320, 640, 960], formats: ['webp', 'avif'] });

  const created = await page.request.post('/api/admin/products', {
    headers: { origin },
    data: {
      name: `Kadife Kırlent ${code}`,
      code,
      defaultPrice: 19_990,
      defaultVat: 10,
      defaultImages: [image],
      skus: [{ sku: `${code}-KIR`, price: 19_990, vat: 10, countInStock: 4 }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { product } = await created.json();

  // The server's HTML, as a browser without JavaScript gets it.
  const html = await (await page.request.get(`/urun/${product.slug}/${product.id}`)).text();
  const picture = html.match(/<picture[^>]*>(.*?)<\/picture>/s)?.[1] ?? '';
  const source = picture.match(/<source type="image\/avif" srcset="([^"]+)" sizes="([^"]+)"/i);
  expect(source, picture).not.toBeNull();
  const img = picture.match(/<img [^>]*>/)?.[0] ?? '';
  // The LCP image keeps its size, priority and WebP fallback.
  expect(img).toMatch(/fetchpriority="high"/i);
  expect(img).toContain('width="960"');
  expect(img).toContain('height="720"');
  expect(img).toContain(`sizes="${source![2]}"`);
  expect(img).toMatch(/srcset="[^"]+-320\.webp 320w, [^"]+-640\.webp 640w, [^"]+-960\.webp 960w"/i);
  const avifUrls = source![1]!.split(', ').map((candidate) => candidate.split(' ')[0]!);
  expect(avifUrls).toHaveLength(3);
  for (const url of avifUrls) {
    expect(url).toMatch(/^\/uploads\/products\/u-[0-9a-f]+-\d+\.avif$/);
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/avif');
  }

  // In Chromium (which decodes AVIF) the shown image is the AVIF one.
  await page.goto(`/urun/${product.slug}/${product.id}`);
  const shown = page.locator('.gallery__main img');
  await expect(shown).toHaveJSProperty('complete', true);
  expect(await shown.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
});
