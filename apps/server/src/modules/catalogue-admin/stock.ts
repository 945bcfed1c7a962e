import {
  CATALOGUE_ADMIN_PAGE_SIZE,
  catalogueAdminErrorCodes,
  LOW_STOCK_LIST_SIZE,
  type LowStockRow,
  type StockRow,
  type stockAdjustmentBody,
} from '@carsi/contract';
import { variantLabel } from '@carsi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsPattern, folded } from '../../db/folded-search';
import { AppError, notFound } from '../../http/errors';
import { fieldError } from './errors';
import type { Actor } from './products';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const stockNegative = (message: string) =>
  new AppError(409, catalogueAdminErrorCodes.stockNegative, message, [
    { field: 'body.quantity', message },
  ]);

interface RawRow {
  sku_id: number;
  product_id: number;
  sku: string;
  product_name: string;
  size: string;
  color: string;
  type: string;
  target: string;
  count_in_stock: number;
  warehouses: Array<{ warehouseId: number; name: string; quantity: number }> | null;
}

function stockRow(r: RawRow): StockRow {
  return {
    skuId: r.sku_id,
    productId: r.product_id,
    sku: r.sku,
    productName: r.product_name,
    variant: variantLabel(r),
    countInStock: r.count_in_stock,
    warehouses: r.warehouses ?? [],
  };
}

const selectRows = (where: SQL) => sql`
  select s.id as sku_id, s.product_id, s.sku, p.name as product_name, s.size, s.color, s.type,
    s.target, s.count_in_stock,
    (select json_agg(json_build_object('warehouseId', w.id, 'name', w.name, 'quantity', ws.quantity)
       order by w.name)
     from warehouse_stock ws join warehouses w on w.id = ws.warehouse_id
     where ws.sku_id = s.id) as warehouses
  from skus s join products p on p.id = s.product_id
  where ${where}`;

export async function listStock(
  db: Database,
  query: { keyword?: string | undefined; pageNumber: number },
) {
  let where = sql`true`;
  if (query.keyword) {
    // search_name is the product's name folded (trigram index): only the keyword is folded here.
    const pattern = containsPattern(query.keyword);
    where = sql`(s.sku ilike ${pattern} or p.search_name like ${folded(pattern)})`;
  }
  const offset = (query.pageNumber - 1) * CATALOGUE_ADMIN_PAGE_SIZE;
  const [rows, count, warehouses] = await Promise.all([
    rowsOf<RawRow>(
      db,
      sql`${selectRows(where)} order by p.name, s.position, s.id limit ${CATALOGUE_ADMIN_PAGE_SIZE} offset ${offset}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from skus s join products p on p.id = s.product_id where ${where}`,
    ),
    rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from warehouses where is_active order by name`,
    ),
  ]);
  const total = count[0]?.n ?? 0;
  return {
    rows: rows.map(stockRow),
    warehouses,
    total,
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / CATALOGUE_ADMIN_PAGE_SIZE)),
  };
}

/**
 * The admin home's low-stock list: active SKUs of active products whose sellable stock is at or
 * below their own threshold, else the shop's default; fewest first.
 */
export async function listLowStock(db: Database, defaultThreshold: number) {
  const threshold = sql`coalesce(s.low_stock_threshold, ${defaultThreshold}::int)`;
  const rows = await rowsOf<Omit<RawRow, 'warehouses'> & { threshold: number; total: number }>(
    db,
    sql`select s.id as sku_id, s.product_id, s.sku, p.name as product_name, s.size, s.color,
        s.type, s.target, s.count_in_stock, ${threshold} as threshold, count(*) over ()::int as total
      from skus s join products p on p.id = s.product_id
      where s.is_active and p.is_active and s.count_in_stock <= ${threshold}
      order by s.count_in_stock, p.name, s.id
      limit ${LOW_STOCK_LIST_SIZE}`,
  );
  return {
    defaultThreshold,
    rows: rows.map(
      (r): LowStockRow => ({
        skuId: r.sku_id,
        productId: r.product_id,
        sku: r.sku,
        productName: r.product_name,
        variant: variantLabel(r),
        countInStock: r.count_in_stock,
        threshold: r.threshold,
      }),
    ),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * One inventory activity in one transaction. The warehouse's units and the SKU's sellable stock
 * change together with conditional updates (never below zero); orders take sellable stock with
 * the same kind of update on the same row, so no interleaving oversells. A count may not take
 * sellable stock below what orders have already promised: that is refused, not clamped.
 */
/**
 * Takes what a production used off the materials' stock, inside the caller's transaction: rows
 * locked in id order (no deadlock between two productions), never below zero — a shortfall is a
 * 409 naming the line, and the transaction writes nothing. Returns the activity's note, e.g.
 * "Tüketilen: 2.5 m Pamuk saten kumaş, 1 adet Karton kutu".
 */
async function consumeMaterials(
  tx: Database,
  lines: readonly { materialId: number; amount: number }[],
): Promise<string> {
  const milli = new Map<number, number>();
  for (const line of lines) {
    milli.set(line.materialId, (milli.get(line.materialId) ?? 0) + Math.round(line.amount * 1000));
  }
  const ids = [...milli.keys()].sort((a, b) => a - b);
  const rows = await rowsOf<{ id: number; name: string; unit: string; stock_milli: number }>(
    tx,
    sql`select id, name, unit, stock_milli from materials where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notes: string[] = [];
  for (const [index, line] of lines.entries()) {
    const row = byId.get(line.materialId);
    if (!row) throw fieldError(`body.materials.${index}.materialId`, 'Malzeme bulunamadı.');
    const need = milli.get(line.materialId)!;
    if (row.stock_milli < need) {
      const message = `Yeterli ${row.name} yok: kalan ${row.stock_milli / 1000} ${row.unit}.`;
      throw new AppError(409, catalogueAdminErrorCodes.stockNegative, message, [
        { field: `body.materials.${index}.amount`, message },
      ]);
    }
  }
  for (const id of ids) {
    const row = byId.get(id)!;
    await tx.execute(
      sql`update materials set stock_milli = stock_milli - ${milli.get(id)!} where id = ${id}`,
    );
    notes.push(`${milli.get(id)! / 1000} ${row.unit} ${row.name}`);
  }
  return `Tüketilen: ${notes.join(', ')}`;
}

export async function adjustStock(
  db: Database,
  input: z.output<typeof stockAdjustmentBody>,
  actor: Actor,
) {
  if (input.kind === 'transfer') {
    if (!input.toWarehouseId) throw fieldError('body.toWarehouseId', 'Hedef depoyu seçin.');
    if (input.toWarehouseId === input.warehouseId) {
      throw fieldError('body.toWarehouseId', 'Hedef depo kaynak depodan farklı olmalı.');
    }
  }
  if (input.kind !== 'count' && input.quantity === 0) {
    throw fieldError('body.quantity', 'Adet en az 1 olmalı.');
  }
  if (input.kind === 'produce' && !input.materials?.length) {
    throw fieldError('body.materials', 'Üretimde kullanılan malzemeleri ekleyin.');
  }
  if (input.kind !== 'produce' && input.materials?.length) {
    throw fieldError('body.materials', 'Malzeme yalnızca üretimde tüketilir.');
  }
  const result = await db.transaction(async (tx) => {
    const consumed = input.materials?.length ? await consumeMaterials(tx, input.materials) : '';
    const [sku] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from skus where id = ${input.skuId}`,
    );
    if (!sku) throw notFound('SKU bulunamadı.');
    const ids = [input.warehouseId, ...(input.toWarehouseId ? [input.toWarehouseId] : [])];
    const found = await rowsOf<{ id: number }>(
      tx,
      sql`select id from warehouses where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and is_active`,
    );
    if (!found.some((w) => w.id === input.warehouseId)) {
      throw fieldError('body.warehouseId', 'Depo bulunamadı.');
    }
    if (input.toWarehouseId && !found.some((w) => w.id === input.toWarehouseId)) {
      throw fieldError('body.toWarehouseId', 'Hedef depo bulunamadı.');
    }
    // Rows exist before they are locked (a first count in a warehouse creates its row).
    for (const id of [...ids].sort((a, b) => a - b)) {
      await tx.execute(sql`insert into warehouse_stock (warehouse_id, sku_id, quantity)
        values (${id}, ${input.skuId}, 0) on conflict do nothing`);
    }
    const [held] = await rowsOf<{ quantity: number }>(
      tx,
      sql`select quantity from warehouse_stock
        where warehouse_id = ${input.warehouseId} and sku_id = ${input.skuId} for update`,
    );
    const before = held?.quantity ?? 0;
    let warehouseDelta: number;
    switch (input.kind) {
      case 'count':
        warehouseDelta = input.quantity - before;
        break;
      case 'return':
      case 'produce':
        warehouseDelta = input.quantity;
        break;
      default:
        warehouseDelta = -input.quantity;
    }
    if (before + warehouseDelta < 0) {
      throw stockNegative(`Depoda bu üründen yalnız ${before} adet var.`);
    }
    await tx.execute(sql`update warehouse_stock set quantity = quantity + ${warehouseDelta}
      where warehouse_id = ${input.warehouseId} and sku_id = ${input.skuId}`);
    let stockAfter: number;
    if (input.kind === 'transfer') {
      await tx.execute(sql`update warehouse_stock set quantity = quantity + ${input.quantity}
        where warehouse_id = ${input.toWarehouseId!} and sku_id = ${input.skuId}`);
      const [row] = await rowsOf<{ n: number }>(
        tx,
        sql`select count_in_stock as n from skus where id = ${input.skuId}`,
      );
      stockAfter = row!.n;
    } else {
      const [row] = await rowsOf<{ n: number }>(
        tx,
        sql`update skus set count_in_stock = count_in_stock + ${warehouseDelta}
          where id = ${input.skuId} and count_in_stock + ${warehouseDelta} >= 0
          returning count_in_stock as n`,
      );
      if (!row) {
        throw stockNegative(
          'Satılabilir stok negatife düşemez: bu ürünün bir kısmı bekleyen siparişlere ayrılmış.',
        );
      }
      stockAfter = row.n;
    }
    const [activity] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into inventory_activities
        (kind, sku_id, warehouse_id, to_warehouse_id, quantity, stock_after, reason, admin_id, admin_name)
        values (${input.kind}, ${input.skuId}, ${input.warehouseId}, ${input.toWarehouseId ?? null},
          ${input.kind === 'transfer' ? input.quantity : warehouseDelta}, ${stockAfter},
          ${[input.reason, consumed].filter(Boolean).join(' — ')}, ${actor.id}, ${actor.name})
        returning id`,
    );
    return activity!.id;
  });
  const [row] = await rowsOf<RawRow>(db, selectRows(sql`s.id = ${input.skuId}`));
  const { activities } = await listActivities(db, { activityId: result, pageNumber: 1 });
  return { row: stockRow(row!), activity: activities[0]!, message: 'Stok hareketi kaydedildi.' };
}

export async function listActivities(
  db: Database,
  query: { skuId?: number | undefined; activityId?: number; pageNumber: number },
) {
  const where = query.activityId
    ? sql`a.id = ${query.activityId}`
    : query.skuId
      ? sql`a.sku_id = ${query.skuId}`
      : sql`true`;
  const offset = (query.pageNumber - 1) * CATALOGUE_ADMIN_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select a.*, s.sku, w.name as warehouse, t.name as to_warehouse
        from inventory_activities a join skus s on s.id = a.sku_id
        left join warehouses w on w.id = a.warehouse_id
        left join warehouses t on t.id = a.to_warehouse_id
        where ${where} order by a.id desc limit ${CATALOGUE_ADMIN_PAGE_SIZE} offset ${offset}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from inventory_activities a where ${where}`,
    ),
  ]);
  const total = count[0]?.n ?? 0;
  return {
    activities: rows.map((r) => ({
      id: r.id as number,
      kind: r.kind as string,
      sku: r.sku as string,
      warehouse: (r.warehouse as string | null) ?? null,
      toWarehouse: (r.to_warehouse as string | null) ?? null,
      quantity: r.quantity as number,
      stockAfter: r.stock_after as number,
      reason: r.reason as string,
      adminName: r.admin_name as string,
      createdAt: new Date(r.created_at as string).toISOString(),
    })),
    total,
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / CATALOGUE_ADMIN_PAGE_SIZE)),
  };
}
