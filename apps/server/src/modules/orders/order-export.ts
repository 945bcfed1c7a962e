import {
  ADMIN_ORDER_EXPORT_MAX,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@carsi/contract';
import type { OrderPersonalData } from '@carsi/contract/access';
import { formatTrPhone, formatTurkeyDateTime } from '@carsi/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { type AdminOrderListQuery, orderListSort, orderListWhere } from './admin-order-queries';

export type OrderExportFormat = 'xlsx' | 'csv';

interface Column {
  header: string;
  /** The least personal-data level that sees the column. */
  needs: OrderPersonalData;
  value: (row: ExportRow) => string | number;
}

type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

const rank: Record<OrderPersonalData, number> = { none: 0, delivery: 1, full: 2 };

const COLUMNS: readonly Column[] = [
  { header: 'Sipariş no', needs: 'none', value: (r) => r.orderNumber },
  { header: 'Tarih', needs: 'none', value: (r) => formatTurkeyDateTime(r.createdAt.getTime()) },
  {
    header: 'Müşteri',
    needs: 'delivery',
    value: (r) => `${r.deliveryContact.firstName} ${r.deliveryContact.lastName}`,
  },
  { header: 'Telefon', needs: 'delivery', value: (r) => formatTrPhone(r.orderPhone) },
  { header: 'E-posta', needs: 'full', value: (r) => r.deliveryContact.email },
  { header: 'İl', needs: 'delivery', value: (r) => r.shippingAddress.province },
  { header: 'İlçe', needs: 'delivery', value: (r) => r.shippingAddress.district },
  { header: 'Adres', needs: 'delivery', value: (r) => r.shippingAddress.address },
  {
    header: 'Durum',
    needs: 'none',
    value: (r) => ORDER_STATUS_LABELS[r.orderStatus] ?? r.orderStatus,
  },
  {
    header: 'Ödeme yöntemi',
    needs: 'none',
    value: (r) => (r.paymentMethod ? (PAYMENT_METHOD_LABELS[r.paymentMethod] ?? '') : ''),
  },
  {
    header: 'Ödeme durumu',
    needs: 'none',
    value: (r) => PAYMENT_STATUS_LABELS[r.paymentStatus] ?? r.paymentStatus,
  },
  { header: 'Adet', needs: 'none', value: (r) => r.itemCount },
  // TL as a number (two decimals) so a spreadsheet can sum it; the database keeps kuruş.
  { header: 'Tutar (TL)', needs: 'none', value: (r) => r.totalPrice / 100 },
];

function exportRows(db: Database, query: Omit<AdminOrderListQuery, 'page'>) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      deliveryContact: orders.deliveryContact,
      shippingAddress: orders.shippingAddress,
      orderPhone: orders.orderPhone,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      totalPrice: orders.totalPrice,
      itemCount: sql<number>`(select coalesce(sum((line->>'qty')::int), 0) from jsonb_array_elements(${orders.items}) as line)::int`,
    })
    .from(orders)
    .where(orderListWhere(query))
    .orderBy(...orderListSort(query.sirala))
    .limit(ADMIN_ORDER_EXPORT_MAX);
}

/**
 * The admin order list's matches (its own filters and sort, every page) as a spreadsheet; the
 * personal columns a role may not see are left out, not blanked (access.ts orderPersonalDataFor).
 * exceljs is loaded on the first export only (as the catalogue's sheet does).
 */
export async function exportOrders(
  db: Database,
  query: Omit<AdminOrderListQuery, 'page'>,
  personal: OrderPersonalData,
  format: OrderExportFormat,
): Promise<Buffer> {
  const columns = COLUMNS.filter((c) => rank[c.needs] <= rank[personal]);
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet('Siparişler');
  sheet.addRow(columns.map((c) => c.header));
  for (const row of await exportRows(db, query)) sheet.addRow(columns.map((c) => c.value(row)));
  if (format === 'xlsx') return Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  // A byte-order mark first: Excel then reads the CSV's Turkish letters as UTF-8.
  const csv = Buffer.from((await workbook.csv.writeBuffer()) as ArrayBuffer);
  return Buffer.concat([Buffer.from('\uFEFF'), csv]);
}
