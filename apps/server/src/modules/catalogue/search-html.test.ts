import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { products } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { sanitizeDescription } from '../catalogue-admin/index';
import { listProducts } from './product-list';

/**
 * Descriptions written in the back office are (sanitised) HTML. The search document indexes
 * them as stored, and PostgreSQL's text-search parser reads tags (with their attributes) and
 * entities as tokens no dictionary keeps: only the text becomes searchable words. Pinned here so
 * that a change to the document (another parser, a "simple" pre-processing) keeps it so.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(products).values([
    {
      code: 'KDF',
      name: 'Yastık Kılıfı',
      slug: 'yastik-kilifi',
      description: '<p><strong>kadife</strong> doku</p>',
      defaultPrice: 25_000,
      defaultVat: 10,
    },
    {
      code: 'LNK',
      name: 'Masa Örtüsü',
      slug: 'masa-ortusu',
      // As the back office stores it: sanitised, links with their rel, text entities escaped.
      description: await sanitizeDescription(
        '<h2 class="baslik">Keten&nbsp;dokuma</h2><p><a href="https://example.com/bakim?x=1&y=2" title="Bakım rehberi" target="_blank">bakım</a> &amp; <em>yıkama</em> "önerileri"</p><table><tr><td>Ölçü</td></tr></table>',
      ),
      defaultPrice: 30_000,
      defaultVat: 10,
    },
  ]);
}, 120_000);
afterAll(() => handle.close());

const codes = async (keyword: string) =>
  (await listProducts(handle.db, { keyword, pageNumber: 1 })).products.map((p) => p.code);

describe('search over HTML descriptions', () => {
  it('finds a product by the words of its description, not by its tags', async () => {
    expect(await codes('kadife')).toEqual(['KDF']);
    expect(await codes('doku')).toContain('KDF');
    expect(await codes('strong')).toEqual([]);
  });

  it('leaves out tag and attribute names, attribute values and entities', async () => {
    const stored = (await handle.db.execute(
      sql`select description from products where code = 'LNK'`,
    )) as unknown as { rows: { description: string }[] };
    expect(stored.rows[0]?.description).toContain('href="https://example.com/bakim?x=1&amp;y=2"');
    for (const word of [
      'h2',
      'class',
      'baslik',
      'href',
      'https',
      'example',
      'title',
      'rehberi',
      'target',
      'blank',
      'rel',
      'noopener',
      'nofollow',
      'em',
      'table',
      'td',
      'nbsp',
      'amp',
      'quot',
      'p',
    ]) {
      expect(await codes(word), word).toEqual([]);
    }
    for (const word of ['keten', 'dokuma', 'bakım', 'yıkama', 'önerileri', 'ölçü']) {
      expect(await codes(word), word).toContain('LNK');
    }
  });

  it('indexes the text of a description changed later', async () => {
    await handle.db.execute(
      sql`update products set description = '<ul><li><b>pamuklu</b></li></ul>' where code = 'KDF'`,
    );
    expect(await codes('pamuklu')).toEqual(['KDF']);
    expect(await codes('kadife')).toEqual([]);
    expect(await codes('li')).toEqual([]);
  });
});
