/**
 * Grows the demo catalogue to a realistic large one for benchmarks: every generated product is
 * a demo product in another edition, design and colour ("Lüks Pamuk Saten Nevresim Takımı
 * Mozaik – Lacivert"), with its base product's images, four SKUs with their own prices and
 * stock, and a copy of some of its reviews. Everything is set-based SQL (INSERT … SELECT over
 * generate_series), so 100,000 products and 400,000 SKUs take a minute or two, not hours.
 * Run it on a database that holds the demo seed and nothing else.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { COLORS, MODELS } from '../seed/catalogue-data';

const EDITIONS = ['Klasik', 'Lüks', 'Premium', 'Otel Tipi', 'Ekonomik', 'Soft'];
const DESIGNS = [
  ...MODELS.map((m) => m.name.replace(/ Serisi$/, '')),
  ...['Zeytin', 'Mozaik', 'Lavanta', 'Gül', 'Yıldız', 'Deniz', 'Nar', 'Çınar', 'Sümbül'],
  ...['Zambak', 'Fesleğen', 'Kiraz', 'Ada', 'Ege', 'Efes', 'Bodrum', 'Kapadokya', 'İnci'],
  ...['Mercan', 'Safir', 'Zümrüt', 'Defne', 'Asya', 'Duru', 'Nehir', 'Meltem', 'Poyraz'],
];
const SKUS_PER_PRODUCT = 4;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;

/** Adds `count` generated products (and 4 SKUs each) after the demo products. */
export async function growCatalogue(db: Database, count: number): Promise<void> {
  const editions = textArray(EDITIONS);
  const designs = textArray(DESIGNS);
  const colors = textArray(Object.keys(COLORS));
  await db.transaction(async (tx) => {
    // Bulk load: no per-row change notifications, no foreign-key checks (the rows are built
    // from rows that exist). Generated columns and indexes are still maintained.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      create temp table base on commit drop as
      select row_number() over (order by id)::int - 1 as n, * from products`);
    await tx.execute(sql`
      create temp table base_skus on commit drop as
      select b.n, row_number() over (partition by s.product_id order by s.position, s.id)::int - 1 as k,
             count(*) over (partition by s.product_id)::int as cnt, s.*
      from skus s join base b on b.id = s.product_id`);
    await tx.execute(sql`
      create temp table gen on commit drop as
      select i, x.code, i % 7 as step, x.design, x.color, i % (select count(*) from base)::int as bn,
        (${editions})[1 + (i / 64) % ${EDITIONS.length}] || ' ' ||
          split_part(x.base_name, ' – ', 1) || ' ' || x.design || ' – ' || x.color as name
      from generate_series(1, ${count + 2_000}) as i,
        lateral (select
          chr(65 + (i / 17576) % 26) || chr(65 + (i / 676) % 26) ||
          chr(65 + (i / 26) % 26) || chr(65 + i % 26) as code,
          (${designs})[1 + (i / ${64 * EDITIONS.length}) % ${DESIGNS.length}] as design,
          (${colors})[1 + (i / ${64 * EDITIONS.length * DESIGNS.length}) % ${Object.keys(COLORS).length}] as color,
          (select name from base where n = i % (select count(*) from base)) as base_name) x
      where not exists (select 1 from products p where lower(p.code) = lower(x.code))
      order by i
      limit ${count}`);
    await tx.execute(sql`
      insert into products (code, name, slug, description, department_id, main_category_id,
        sub_category_id, low_category_id, brand_id, supplier_id, model_id, default_price,
        default_price_gap, default_vat, default_images, default_count_in_stock, product_unit,
        buy_one_get_one_free, refund_guarantee, created_at)
      select g.code, g.name,
        trim(both '-' from regexp_replace(public.carsi_fold(g.name), '[^a-z0-9]+', '-', 'g')),
        b.description || ' ' || g.design || ' desenli, ' || lower(g.color) || ' renk.',
        b.department_id, b.main_category_id, b.sub_category_id, b.low_category_id,
        b.brand_id, b.supplier_id, b.model_id, b.default_price + g.step * 500,
        b.default_price_gap, b.default_vat, b.default_images, 0, b.product_unit,
        b.buy_one_get_one_free, b.refund_guarantee, now() - (g.i % 700) * interval '1 hour'
      from gen g join base b on b.n = g.bn
      order by g.i`);
    await tx.execute(sql`
      create temp table made on commit drop as
      select p.id, g.bn from products p join gen g on g.code = p.code`);
    await tx.execute(sql`
      insert into skus (product_id, sku, position, size, color, target, type, price, price_gap,
        wholesale_price, purchase_price, vat, count_in_stock, max_purchase_qty, unit, images,
        length_cm, width_cm, height_cm, weight_grams)
      select m.id, 'G' || m.id || '-' || k.k, k.k, s.size, s.color, s.target, s.type,
        s.price + (m.id % 7) * 500, s.price_gap, s.wholesale_price, s.purchase_price, s.vat,
        case when (m.id * 7 + k.k * 13) % 23 = 0 then 0 else (m.id * 31 + k.k * 17) % 60 + 1 end,
        s.max_purchase_qty, s.unit, s.images, s.length_cm, s.width_cm, s.height_cm, s.weight_grams
      from made m
      cross join generate_series(0, ${SKUS_PER_PRODUCT - 1}) as k(k)
      join base_skus s on s.n = m.bn and s.k = k.k % s.cnt
      order by m.id, k.k`);
    await tx.execute(sql`
      insert into reviews (product_id, author_name, rating, comment, created_at)
      select m.id, r.author_name, r.rating, r.comment, r.created_at
      from made m
      join base b on b.n = m.bn
      join lateral (select * from reviews r where r.product_id = b.id order by r.id limit 5) r on true
      where m.id % 4 = 0`);
    await tx.execute(sql`
      update products p set num_reviews = r.n, rating = r.avg
      from (select product_id, count(*)::int as n,
              round(avg(rating)::numeric, 1)::real as avg
            from reviews group by product_id) r
      where r.product_id = p.id and p.id in (select id from made)`);
    // The triggers that keep the active-product counter and the search vocabulary were off.
    await tx.execute(sql`
      update catalogue_counters set value = (select count(*) from products where is_active)
      where name = 'active_products'`);
    await tx.execute(sql`select public.carsi_rebuild_search_words()`);
  });
  // Index-only scans (the list's page walk) need the visibility map the bulk load left unset.
  await db.execute(sql`vacuum analyze products, skus, reviews`);
}
