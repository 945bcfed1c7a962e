import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipAsync } from './gzip';

describe('gzipAsync', () => {
  it('gives every page its own complete gzip, many at once and one after another', async () => {
    // Random bytes do not compress: ~300 KB out, many of zlib's output chunks per page.
    const pages = [
      ...Array.from({ length: 12 }, (_, i) => randomBytes(300_000 + i)),
      ...Array.from({ length: 12 }, (_, i) =>
        Buffer.from(`<p>Nevresim takımı ${i}</p>`.repeat(3_000)),
      ),
    ];
    for (let round = 0; round < 3; round++) {
      const gzipped = await Promise.all(pages.map((page) => gzipAsync(page)));
      gzipped.forEach((body, i) => {
        expect(gunzipSync(body).equals(pages[i] as Buffer)).toBe(true);
      });
    }
  });

  it('compresses at the level asked for', async () => {
    const page = Buffer.from(
      Array.from({ length: 4_000 }, (_, i) => `<li>Ürün ${i * 7919} ${i % 13}</li>`).join(''),
    );
    const fast = await gzipAsync(page, 1);
    const best = await gzipAsync(page, 9);
    expect(best.length).toBeLessThan(fast.length);
    expect(gunzipSync(fast).equals(page)).toBe(true);
    expect(gunzipSync(best).equals(page)).toBe(true);
    // Again, on the kept compressors.
    expect((await gzipAsync(page, 1)).equals(fast)).toBe(true);
    expect((await gzipAsync(page, 9)).equals(best)).toBe(true);
  });

  it('gzips an empty page to a valid empty member', async () => {
    expect(gunzipSync(await gzipAsync(Buffer.alloc(0))).length).toBe(0);
  });

  it('drops a compressor that failed and goes on with a new one', async () => {
    const page = Buffer.from('<p>Yastık</p>'.repeat(500));
    const failures = Array.from({ length: 6 }, () => gzipAsync(42 as never));
    const pages = Array.from({ length: 6 }, () => gzipAsync(page));
    for (const failure of failures) await expect(failure).rejects.toThrow(TypeError);
    for (const gzipped of await Promise.all(pages))
      expect(gunzipSync(gzipped).equals(page)).toBe(true);
  });
});
