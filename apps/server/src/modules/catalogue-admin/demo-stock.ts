import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Demo warehouses holding the demo catalogue's stock: three quarters of each SKU's
 * units in the Bursa warehouse, the rest in Istanbul, so the stock screen and transfers have
 * something to show. The sellable stock is unchanged (it is the sum of both).
 */
export async function seedDemoWarehouses(tx: Database): Promise<void> {
  const result = (await tx.execute(sql`
    insert into warehouses (name, code, address) values
      ('Merkez Depo', 'BRS', 'Demirtaş OSB Mah. Ahmet Yesevi Cad. No: 12, 16245 Osmangazi/Bursa'),
      ('İstanbul Aktarma', 'IST', 'İkitelli OSB Mah. Atatürk Bulvarı No: 45, 34490 Başakşehir/İstanbul')
    on conflict do nothing
    returning id, code`)) as unknown as { rows: Array<{ id: number; code: string }> };
  const bursa = result.rows.find((r) => r.code === 'BRS');
  const istanbul = result.rows.find((r) => r.code === 'IST');
  if (!bursa || !istanbul) return;
  await tx.execute(sql`
    insert into warehouse_stock (warehouse_id, sku_id, quantity)
    select ${bursa.id}::int, id, count_in_stock - count_in_stock / 4 from skus where count_in_stock > 0
    union all
    select ${istanbul.id}::int, id, count_in_stock / 4 from skus where count_in_stock >= 4`);
  await tx.execute(sql`
    insert into inventory_activities
      (kind, sku_id, warehouse_id, quantity, stock_after, reason, admin_id, admin_name, created_at)
    select 'count', id, ${bursa.id}::int, count_in_stock - count_in_stock / 4, count_in_stock,
      'Açılış sayımı', 'demo', 'Depo sorumlusu', now() - interval '30 days'
    from skus where count_in_stock > 0 order by id limit 20`);
}
