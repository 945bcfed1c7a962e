import {
  CATALOGUE_ADMIN_PAGE_SIZE,
  type createSupplierOrderBody,
  errorCodes,
  type SupplierOrderView,
  type WaybillView,
} from '@carsi/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { SupplierOrderLine } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { fieldError } from './errors';
import type { Actor } from './products';

const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

interface Row {
  id: number;
  supplier_id: number;
  supplier_name: string;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  tax_office: string | null;
  tax_number: string | null;
  supplier_address: string | null;
  warehouse_id: number;
  warehouse_name: string;
  warehouse_address: string;
  status: SupplierOrderView['status'];
  expected_date: string | Date | null;
  note: string;
  lines: SupplierOrderLine[];
  created_by: string;
  received_by: string | null;
  received_at: string | Date | null;
  created_at: string | Date;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const day = (v: string | Date | null) =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

function view(r: Row): SupplierOrderView {
  return {
    id: r.id,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    supplier: {
      contactName: r.contact_name,
      phone: r.phone,
      email: r.email,
      taxOffice: r.tax_office,
      taxNumber: r.tax_number,
      address: r.supplier_address,
    },
    warehouseId: r.warehouse_id,
    warehouseName: r.warehouse_name,
    warehouseAddress: r.warehouse_address,
    status: r.status,
    expectedDate: day(r.expected_date),
    note: r.note,
    lines: r.lines,
    total: r.lines.reduce((sum, l) => sum + l.quantity * l.unitCost, 0),
    createdBy: r.created_by,
    receivedBy: r.received_by,
    receivedAt: iso(r.received_at),
    createdAt: iso(r.created_at)!,
  };
}

const select = (where: SQL) => sql`
  select o.*, s.name as supplier_name, s.contact_name, s.phone, s.email, s.tax_office,
    s.tax_number, s.address as supplier_address, w.name as warehouse_name,
    w.address as warehouse_address
  from supplier_orders o join suppliers s on s.id = o.supplier_id
  join warehouses w on w.id = o.warehouse_id
  where ${where}`;

export async function listSupplierOrders(
  db: Database,
  query: { pageNumber: number; status?: SupplierOrderView['status'] | undefined },
) {
  const where = query.status ? sql`o.status = ${query.status}` : sql`true`;
  const offset = (query.pageNumber - 1) * CATALOGUE_ADMIN_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`${select(where)} order by o.id desc limit ${CATALOGUE_ADMIN_PAGE_SIZE} offset ${offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from supplier_orders o where ${where}`),
  ]);
  const total = count[0]?.n ?? 0;
  return {
    orders: rows.map(view),
    total,
    page: query.pageNumber,
    pages: Math.max(1, Math.ceil(total / CATALOGUE_ADMIN_PAGE_SIZE)),
  };
}

export async function getSupplierOrder(db: Database, id: number): Promise<SupplierOrderView> {
  const [row] = await rowsOf<Row>(db, select(sql`o.id = ${id}`));
  if (!row) throw notFound('Tedarikçi siparişi bulunamadı.');
  return view(row);
}

export async function createSupplierOrder(
  db: Database,
  input: z.output<typeof createSupplierOrderBody>,
  actor: Actor,
): Promise<SupplierOrderView> {
  const [supplier] = await rowsOf<{ id: number }>(
    db,
    sql`select id from suppliers where id = ${input.supplierId}`,
  );
  if (!supplier) throw fieldError('body.supplierId', 'Tedarikçi bulunamadı.');
  const [warehouse] = await rowsOf<{ id: number }>(
    db,
    sql`select id from warehouses where id = ${input.warehouseId} and is_active`,
  );
  if (!warehouse) throw fieldError('body.warehouseId', 'Depo bulunamadı.');
  const codes = input.lines.map((l) => l.sku.toLowerCase());
  const found = await rowsOf<{ id: number; sku: string; name: string }>(
    db,
    sql`select s.id, s.sku, p.name || case when s.size <> 'Pass' then ' ' || s.size else '' end as name
      from skus s join products p on p.id = s.product_id
      where lower(s.sku) in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
  );
  const bySku = new Map(found.map((f) => [f.sku.toLowerCase(), f]));
  const lines: SupplierOrderLine[] = input.lines.map((line, i) => {
    const sku = bySku.get(line.sku.toLowerCase());
    if (!sku) throw fieldError(`body.lines.${i}.sku`, `Bilinmeyen SKU: ${line.sku}`);
    return {
      skuId: sku.id,
      sku: sku.sku,
      name: sku.name,
      quantity: line.quantity,
      unitCost: line.unitCost,
    };
  });
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into supplier_orders (supplier_id, warehouse_id, expected_date, note, lines, created_by)
      values (${input.supplierId}, ${input.warehouseId}, ${input.expectedDate}, ${input.note},
        ${JSON.stringify(lines)}::jsonb, ${actor.name}) returning id`,
  );
  return getSupplierOrder(db, row!.id);
}

const notOpen = () =>
  new AppError(
    409,
    errorCodes.conflict,
    'Bu sipariş açık değil: zaten teslim alınmış ya da iptal edilmiş.',
  );

/**
 * Receives an open order in one transaction: each line's units go into the order's warehouse
 * and the SKU's sellable stock, each as a "receive" inventory activity. A second receive (a
 * double click, another admin) finds the order no longer open and changes nothing.
 */
export async function receiveSupplierOrder(db: Database, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [order] = await rowsOf<{
      status: string;
      warehouse_id: number;
      lines: SupplierOrderLine[];
    }>(
      tx,
      sql`select status, warehouse_id, lines from supplier_orders where id = ${id} for update`,
    );
    if (!order) throw notFound('Tedarikçi siparişi bulunamadı.');
    if (order.status !== 'open') throw notOpen();
    const lines = [...order.lines].sort((a, b) => a.skuId - b.skuId);
    for (const line of lines) {
      await tx.execute(sql`insert into warehouse_stock (warehouse_id, sku_id, quantity)
        values (${order.warehouse_id}, ${line.skuId}, ${line.quantity})
        on conflict (warehouse_id, sku_id) do update set quantity = warehouse_stock.quantity + excluded.quantity`);
      const [after] = await rowsOf<{ n: number }>(
        tx,
        sql`update skus set count_in_stock = count_in_stock + ${line.quantity} where id = ${line.skuId}
          returning count_in_stock as n`,
      );
      if (!after) continue; // the SKU was deleted since: nothing to add to
      await tx.execute(sql`insert into inventory_activities
        (kind, sku_id, warehouse_id, quantity, stock_after, reason, admin_id, admin_name)
        values ('receive', ${line.skuId}, ${order.warehouse_id}, ${line.quantity}, ${after.n},
          ${`Tedarikçi siparişi #${id}`}, ${actor.id}, ${actor.name})`);
    }
    await tx.execute(sql`update supplier_orders set status = 'received', received_by = ${actor.name},
      received_at = now() where id = ${id}`);
  });
  return getSupplierOrder(db, id);
}

export async function cancelSupplierOrder(db: Database, id: number) {
  const updated = await rowsOf<{ id: number }>(
    db,
    sql`update supplier_orders set status = 'cancelled' where id = ${id} and status = 'open' returning id`,
  );
  if (updated.length === 0) {
    await getSupplierOrder(db, id);
    throw notOpen();
  }
  return getSupplierOrder(db, id);
}

/** The waybill of a transfer activity: numbered from the activity, dated when it happened. */
export async function waybill(db: Database, activityId: number): Promise<WaybillView> {
  const [row] = await rowsOf<{
    id: number;
    kind: string;
    quantity: number;
    reason: string;
    admin_name: string;
    created_at: string | Date;
    sku: string;
    unit: string;
    name: string;
    from_name: string | null;
    from_address: string | null;
    to_name: string | null;
    to_address: string | null;
  }>(
    db,
    sql`select a.id, a.kind, a.quantity, a.reason, a.admin_name, a.created_at, s.sku, s.unit,
        p.name || case when s.size <> 'Pass' then ' ' || s.size else '' end
          || case when s.color <> 'Pass' then ' ' || s.color else '' end as name,
        f.name as from_name, f.address as from_address, t.name as to_name, t.address as to_address
      from inventory_activities a join skus s on s.id = a.sku_id join products p on p.id = s.product_id
      left join warehouses f on f.id = a.warehouse_id left join warehouses t on t.id = a.to_warehouse_id
      where a.id = ${activityId}`,
  );
  if (row?.kind !== 'transfer' || !row.from_name || !row.to_name) {
    throw notFound('Bu numarada bir depo transferi yok; irsaliye yalnız transferler için basılır.');
  }
  const issuedAt = new Date(row.created_at);
  return {
    id: row.id,
    number: `IRS${issuedAt.getUTCFullYear()}${String(row.id).padStart(9, '0')}`,
    issuedAt: issuedAt.toISOString(),
    from: { name: row.from_name, address: row.from_address ?? '' },
    to: { name: row.to_name, address: row.to_address ?? '' },
    lines: [{ sku: row.sku, name: row.name, unit: row.unit, quantity: row.quantity }],
    reason: row.reason,
    adminName: row.admin_name,
  };
}
