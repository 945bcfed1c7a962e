import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { skus, suppliers } from './catalogue';

// Back-office catalogue: warehouses, stock per warehouse, inventory activities, bulk updates.

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const warehouses = pgTable('warehouses', {
  id: id(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  address: text('address').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Units of a SKU on a warehouse's shelves. The SKU's sellable stock (`skus.count_in_stock`, what
 * the storefront and orders use) moves with every count, damage and return adjustment here in
 * the same transaction; a transfer moves units between warehouses and leaves it alone.
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.skuId] }),
    index('warehouse_stock_sku').on(t.skuId),
    check('warehouse_stock_nonnegative', sql`${t.quantity} >= 0`),
  ],
);

export type InventoryActivityKind =
  | 'count'
  | 'damage'
  | 'return'
  | 'transfer'
  | 'bulk'
  | 'receive'
  | 'produce';

/** One stock change with who, when and why (append-only). */
export const inventoryActivities = pgTable(
  'inventory_activities',
  {
    id: id(),
    kind: text('kind').$type<InventoryActivityKind>().notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** Destination of a transfer. */
    toWarehouseId: integer('to_warehouse_id').references(() => warehouses.id),
    /** Signed change of the warehouse's units (a transfer: units moved, positive). */
    quantity: integer('quantity').notNull(),
    /** Sellable stock after the change. */
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    adminId: text('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_activities_sku').on(t.skuId, t.createdAt),
    check(
      'inventory_activities_kind',
      sql`${t.kind} in ('count', 'damage', 'return', 'transfer', 'bulk', 'receive', 'produce')`,
    ),
  ],
);

export interface BulkChange {
  skuId: number;
  sku: string;
  price?: number;
  priceGap?: number;
  wholesalePrice?: number | null;
  vat?: number;
  countInStock?: number;
  isActive?: boolean;
}

/** An uploaded spreadsheet's checked changes, applied later as one job and one transaction. */
export const bulkUpdates = pgTable('bulk_updates', {
  id: text('id').primaryKey(),
  status: text('status').$type<'previewed' | 'queued' | 'running' | 'done' | 'failed'>().notNull(),
  changes: jsonb('changes').$type<BulkChange[]>().notNull(),
  total: integer('total').notNull(),
  processed: integer('processed').notNull().default(0),
  error: text('error'),
  adminId: text('admin_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Raw materials (fabric, filling, packaging) with their unit and stock (stok/malzemeler). */
export const materials = pgTable(
  'materials',
  {
    id: id(),
    name: text('name').notNull().unique(),
    kind: text('kind').notNull(),
    unit: text('unit').notNull(),
    /** Thousandths of the unit (metres, kilograms, pieces): 1.5 m = 1500. */
    stockMilli: integer('stock_milli').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('materials_stock_nonnegative', sql`${t.stockMilli} >= 0`)],
);

export interface SupplierOrderLine {
  skuId: number;
  sku: string;
  name: string;
  quantity: number;
  /** Kuruş per unit, VAT excluded. */
  unitCost: number;
}

/** A purchase order to a supplier; receiving it adds its units to a warehouse. */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    id: id(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status').$type<'open' | 'received' | 'cancelled'>().notNull().default('open'),
    expectedDate: date('expected_date'),
    note: text('note').notNull().default(''),
    lines: jsonb('lines').$type<SupplierOrderLine[]>().notNull(),
    createdBy: text('created_by').notNull(),
    receivedBy: text('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_orders_supplier').on(t.supplierId),
    check('supplier_orders_status', sql`${t.status} in ('open', 'received', 'cancelled')`),
  ],
);
