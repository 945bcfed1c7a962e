import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../db/client';
import { products, skus } from '../../db/schema';

const image = (key: string) => ({ key, alt: '', width: 960, height: 960, widths: [320, 640, 960] });

// In-memory PGlite only: the migrations before image_formats, images stored then, the rest.
describe.skipIf(Boolean(process.env.DATABASE_URL))('migration image_formats', () => {
  it('marks the photos uploaded before it as having AVIF files, not the demo drawings', async () => {
    const before = mkdtempSync(path.join(tmpdir(), 'carsi-migrations-'));
    cpSync(migrationsFolder(), before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag.endsWith('_image_formats'));
    expect(cut).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, cut);
    writeFileSync(journalFile, JSON.stringify(journal));

    const handle = await openDatabase({});
    try {
      await migratePglite(handle.db as never, { migrationsFolder: before });
      // Raw SQL: the schema module knows columns later migrations add (products.manufacturer,
      // skus.low_stock_threshold…), which this older database does not have yet.
      const inserted = (await handle.db.execute(
        sql`insert into products (code, name, slug, default_price, default_vat, default_images)
          values ('YUK', 'Yüklenen', 'yuklenen', 10000, 10, ${JSON.stringify([
            image('products/demo-1'),
            image('products/u-0a1b2c'),
            image('x/u-1'),
          ])}::jsonb)
          returning id`,
      )) as unknown as { rows: Array<{ id: number }> };
      const product = inserted.rows[0];
      await handle.db.execute(
        sql`insert into skus (product_id, sku, price, vat, images)
          values (${product!.id}, 'YUK-1', 10000, 10, ${JSON.stringify([image('products/u-3d4e5f')])}::jsonb)`,
      );
      await handle.migrate();
      const [after] = await handle.db.select().from(products).where(eq(products.id, product!.id));
      expect(after!.defaultImages.map((i) => [i.key, i.formats])).toEqual([
        ['products/demo-1', undefined],
        ['products/u-0a1b2c', ['webp', 'avif']],
        ['x/u-1', undefined],
      ]);
      expect(after!.defaultImages[1]).toMatchObject(image('products/u-0a1b2c'));
      const [sku] = await handle.db.select().from(skus).where(eq(skus.productId, product!.id));
      expect(sku!.images[0]?.formats).toEqual(['webp', 'avif']);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
