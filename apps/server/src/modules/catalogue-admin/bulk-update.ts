import { randomUUID } from 'node:crypto';
import {
  BULK_CHANGE_LIST_LIMIT,
  BULK_COLUMNS,
  BULK_ERROR_LIST_LIMIT,
  BULK_ROW_LIMIT,
  type BulkPreview,
  type BulkStatus,
  catalogueAdminErrorCodes,
  PRICE_CEILING_KURUS,
  STOCK_CEILING,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type BulkChange, bulkUpdates } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { defineQueue, type JobQueue } from '../../jobs/job-queue';
import { namePriceWriter } from './operations/run';
import { loadExcel, readSheetRows, rowLimitExceeded, type SheetFormat } from './sheet-reader';

export type { SheetFormat } from './sheet-reader';

export const bulkUpdateQueue = defineQueue<{ id: string }>({
  name: 'catalogue-bulk-update',
  retryLimit: 0,
  expireInSeconds: 600,
});

const badSheet = (message: string) =>
  new AppError(400, catalogueAdminErrorCodes.badSpreadsheet, message, [{ field: 'file', message }]);

interface SkuValues {
  id: number;
  sku: string;
  price: number;
  price_gap: number;
  wholesale_price: number | null;
  vat: number;
  count_in_stock: number;
  is_active: boolean;
}
type SkuSheetRow = SkuValues & { name: string };

async function allSkus(db: Database): Promise<SkuSheetRow[]> {
  const result = (await db.execute(sql`
    select s.id, s.sku, p.name, s.price, s.price_gap, s.wholesale_price, s.vat, s.count_in_stock,
      s.is_active
    from skus s join products p on p.id = s.product_id order by p.id, s.position, s.id`)) as unknown as {
    rows: SkuSheetRow[];
  };
  return result.rows;
}

/**
 * Every SKU's current values, as a preview compares them. One JSON text instead of a row per
 * SKU: the embedded database hands over 20,000 rows twenty times slower than one JSON value.
 */
async function currentSkus(db: Database): Promise<Map<string, SkuValues>> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object('id', id, 'sku', sku, 'price', price,
      'price_gap', price_gap, 'wholesale_price', wholesale_price, 'vat', vat,
      'count_in_stock', count_in_stock, 'is_active', is_active)), '[]')::text as skus
    from skus`)) as unknown as { rows: Array<{ skus: string }> };
  const rows = JSON.parse(result.rows[0]?.skus ?? '[]') as SkuValues[];
  return new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
}

const tl = (kurus: number | null) => (kurus === null ? null : kurus / 100);

/** What a spreadsheet program would read as a formula (OWASP's CSV-injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A text cell for a CSV: a leading `'` keeps a formula-like text a text. */
export const csvSafeText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
/** Reverses {@link csvSafeText} on a cell read back from a sheet. */
const unescapeCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** The catalogue's SKUs as a spreadsheet (exceljs writes both formats). */
export async function exportSheet(db: Database, format: SheetFormat): Promise<Buffer> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet('Katalog');
  const text = format === 'csv' ? csvSafeText : (value: string) => value;
  sheet.addRow([...BULK_COLUMNS]);
  for (const r of await allSkus(db)) {
    sheet.addRow([
      text(r.sku),
      text(r.name),
      tl(r.price),
      tl(r.price_gap),
      tl(r.wholesale_price),
      r.vat,
      r.count_in_stock,
      r.is_active ? 'evet' : 'hayir',
    ]);
  }
  const buffer =
    format === 'csv' ? await workbook.csv.writeBuffer() : await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer as ArrayBuffer);
}

/** "1299,90", "1.299,90", "1299.9" → kuruş; null when it is not a number. */
export function parseTL(text: string): number | null {
  let t = text.replace(/\s|TL/gi, '');
  if (t.includes(',') && t.includes('.')) t = t.replace(/\./g, '').replace(',', '.');
  else t = t.replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Work done between two breaks for the event loop: a health check never waits longer. */
const BUSY_MS = 5;

/** Resolves after pending I/O had its turn, when more than {@link BUSY_MS} of work went by. */
function breather() {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < BUSY_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

type RowCheck =
  | { ok: true; change: BulkChange; notes: Array<{ field: string; from: string; to: string }> }
  | { ok: false; message: string };

/** One data row against the SKU it names: the fields that change, or what is wrong with it. */
function checkRow(sku: SkuValues, cells: string[]): RowCheck {
  const [, , price, gap, wholesale, vat = '', stock = '', active = ''] = cells;
  const rowErrors: string[] = [];
  const money = (label: string, text: string | undefined, nullable: boolean) => {
    if (!text) {
      if (nullable) return null;
      rowErrors.push(`${label} boş olamaz`);
      return undefined;
    }
    const value = parseTL(text);
    if (value === null) rowErrors.push(`${label} sayı değil (${text})`);
    else if (value < 0) rowErrors.push(`${label} negatif olamaz`);
    else if (value > PRICE_CEILING_KURUS) {
      rowErrors.push(`${label} en çok ${formatTL(PRICE_CEILING_KURUS)} olabilir`);
    } else return value;
    return undefined;
  };
  const newPrice = money('Fiyat', price, false) as number | undefined;
  const newGap = money('Ek adet fiyatı', gap, false) as number | undefined;
  const newWholesale = money('Toptan fiyat', wholesale, true);
  const newVat = /^\d{1,3}$/.test(vat) ? Number(vat) : Number.NaN;
  if (!(newVat >= 0 && newVat <= 100))
    rowErrors.push(`KDV 0 ile 100 arasında olmalı (${vat || 'boş'})`);
  const newStock = /^-?\d+$/.test(stock) ? Number(stock) : Number.NaN;
  if (Number.isNaN(newStock)) rowErrors.push(`Stok tam sayı olmalı (${stock || 'boş'})`);
  else if (newStock < 0) rowErrors.push('Stok negatif olamaz');
  else if (newStock > STOCK_CEILING) {
    rowErrors.push(`Stok en çok ${STOCK_CEILING.toLocaleString('tr-TR')} olabilir (${stock})`);
  }
  const activeText = active.toLowerCase();
  const newActive = ['evet', '1', 'true', 'aktif'].includes(activeText)
    ? true
    : ['hayir', 'hayır', '0', 'false', 'pasif'].includes(activeText)
      ? false
      : null;
  if (newActive === null) rowErrors.push(`Aktif evet ya da hayir olmalı (${active || 'boş'})`);
  if (rowErrors.length > 0 || newActive === null)
    return { ok: false, message: `${sku.sku}: ${rowErrors.join('; ')}` };

  const change: BulkChange = { skuId: sku.id, sku: sku.sku };
  const notes: Array<{ field: string; from: string; to: string }> = [];
  if (newPrice !== undefined && newPrice !== sku.price) {
    change.price = newPrice;
    notes.push({ field: 'Fiyat', from: formatTL(sku.price), to: formatTL(newPrice) });
  }
  if (newGap !== undefined && newGap !== sku.price_gap) {
    change.priceGap = newGap;
    notes.push({ field: 'Ek adet fiyatı', from: formatTL(sku.price_gap), to: formatTL(newGap) });
  }
  if (newWholesale !== undefined && newWholesale !== sku.wholesale_price) {
    change.wholesalePrice = newWholesale;
    const show = (v: number | null) => (v === null ? '—' : formatTL(v));
    notes.push({ field: 'Toptan fiyat', from: show(sku.wholesale_price), to: show(newWholesale) });
  }
  if (newVat !== sku.vat) {
    change.vat = newVat;
    notes.push({ field: 'KDV', from: `%${sku.vat}`, to: `%${newVat}` });
  }
  if (newStock !== sku.count_in_stock) {
    change.countInStock = newStock;
    notes.push({ field: 'Stok', from: String(sku.count_in_stock), to: String(newStock) });
  }
  if (newActive !== sku.is_active) {
    change.isActive = newActive;
    notes.push({
      field: 'Aktif',
      from: sku.is_active ? 'evet' : 'hayır',
      to: newActive ? 'evet' : 'hayır',
    });
  }
  return { ok: true, change, notes };
}

/**
 * Reads an edited sheet as a stream and compares it with the catalogue: every change and every
 * row error are counted (the first ones listed), nothing written. More than
 * {@link BULK_ROW_LIMIT} data rows is a 413 as soon as the next one is read. The preview is
 * kept as a bulk update, which can be applied only when no row had an error.
 */
export async function previewSheet(
  db: Database,
  bytes: Buffer,
  format: SheetFormat,
  adminId: string,
): Promise<BulkPreview> {
  const rows = readSheetRows(bytes, format);
  const breathe = breather();
  const first = await rows.next();
  const header = first.done ? [] : first.value.cells.map((h) => h.toLowerCase());
  if (BULK_COLUMNS.some((column, i) => header[i] !== column)) {
    await rows.return(undefined);
    throw badSheet(
      `Başlık satırı hatalı. İlk satır tam olarak şu olmalı: ${BULK_COLUMNS.join(', ')}`,
    );
  }
  const current = await currentSkus(db);
  const seen = new Set<string>();
  const changes: BulkPreview['changes'] = [];
  const errors: BulkPreview['errors'] = [];
  const pending: BulkChange[] = [];
  let total = 0;
  let changeCount = 0;
  let errorCount = 0;
  const fail = (row: number, message: string) => {
    errorCount += 1;
    if (errors.length < BULK_ERROR_LIST_LIMIT) errors.push({ row, message });
  };
  for await (const { number: row, cells: raw } of rows) {
    await breathe();
    const cells = raw.map(unescapeCell);
    if (cells.every((v) => v === '')) continue;
    total += 1;
    if (total > BULK_ROW_LIMIT) throw rowLimitExceeded();
    const code = cells[0] ?? '';
    const sku = current.get(code.toLowerCase());
    if (!sku) {
      fail(row, `Bilinmeyen SKU: ${code || '(boş)'}`);
      continue;
    }
    if (seen.has(sku.sku.toLowerCase())) {
      fail(row, `SKU ${sku.sku} dosyada birden çok kez var.`);
      continue;
    }
    seen.add(sku.sku.toLowerCase());
    const checked = checkRow(sku, cells);
    if (!checked.ok) {
      fail(row, checked.message);
      continue;
    }
    for (const note of checked.notes) {
      changeCount += 1;
      if (changes.length < BULK_CHANGE_LIST_LIMIT) changes.push({ row, sku: sku.sku, ...note });
    }
    if (checked.notes.length > 0) pending.push(checked.change);
  }
  const id = randomUUID();
  await db.insert(bulkUpdates).values({
    id,
    status: 'previewed',
    changes: pending,
    total: pending.length,
    adminId,
    error: errorCount > 0 ? `${errorCount} satırda hata var.` : null,
  });
  return { id, total, changes, changeCount, changedRows: pending.length, errors, errorCount };
}

function statusOf(row: typeof bulkUpdates.$inferSelect): BulkStatus {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    processed: row.processed,
    error: row.status === 'previewed' ? null : row.error,
  };
}

export async function bulkStatus(db: Database, id: string): Promise<BulkStatus> {
  const [row] = await db.select().from(bulkUpdates).where(eq(bulkUpdates.id, id));
  if (!row) throw notFound('Toplu güncelleme bulunamadı.');
  return statusOf(row);
}

/** Queues a clean preview; a preview with row errors, or one already applied, is refused. */
export async function queueBulkUpdate(db: Database, jobs: JobQueue, id: string, adminId: string) {
  const [row] = await db.select().from(bulkUpdates).where(eq(bulkUpdates.id, id));
  if (!row || row.adminId !== adminId) throw notFound('Toplu güncelleme bulunamadı.');
  if (row.status !== 'previewed') {
    throw new AppError(409, errorConflict, 'Bu güncelleme zaten uygulandı ya da sırada.');
  }
  if (row.error) {
    throw new AppError(
      409,
      catalogueAdminErrorCodes.badSpreadsheet,
      `Uygulanamaz: ${row.error} Dosyayı düzeltip yeniden yükleyin.`,
    );
  }
  await db.update(bulkUpdates).set({ status: 'queued' }).where(eq(bulkUpdates.id, id));
  await jobs.send(bulkUpdateQueue, { id }, { singletonKey: id });
  return bulkStatus(db, id);
}
const errorConflict = 'CONFLICT';

const CHUNK = 2_000;
const APPLY_FAILED =
  'Güncelleme uygulanamadı; hiçbir değişiklik yazılmadı. Kataloğu yeniden indirip dosyayı tekrar yükleyin.';

/**
 * Applies a bulk update in one transaction (all rows or none), set-based in chunks of 2,000
 * rows; stock changes are recorded as inventory activities. Progress is written when it ends.
 */
export async function applyBulkUpdate(
  db: Database,
  id: string,
  onError: (error: unknown) => void,
  adminName = 'Toplu güncelleme',
) {
  const [row] = await db.select().from(bulkUpdates).where(eq(bulkUpdates.id, id));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  await db.update(bulkUpdates).set({ status: 'running' }).where(eq(bulkUpdates.id, id));
  try {
    await db.transaction(async (tx) => {
      await namePriceWriter(tx, `admin:${row.adminId}:${adminName} (toplu güncelleme ${id})`);
      for (let start = 0; start < row.changes.length; start += CHUNK) {
        const chunk = JSON.stringify(row.changes.slice(start, start + CHUNK));
        await tx.execute(sql`
          with v as (
            select * from jsonb_to_recordset(${chunk}::jsonb) as x(
              "skuId" int, "price" bigint, "priceGap" bigint, "wholesalePrice" bigint, "vat" int,
              "countInStock" int, "isActive" boolean)
          ), old as (
            select s.id, s.count_in_stock from skus s join v on v."skuId" = s.id
          ), changed as (
            update skus s set
              price = coalesce(v."price", s.price),
              price_gap = coalesce(v."priceGap", s.price_gap),
              wholesale_price = case when (e.value ? 'wholesalePrice') then v."wholesalePrice" else s.wholesale_price end,
              vat = coalesce(v."vat", s.vat),
              count_in_stock = coalesce(v."countInStock", s.count_in_stock),
              is_active = coalesce(v."isActive", s.is_active),
              version = s.version + 1,
              updated_at = now()
            from v join jsonb_array_elements(${chunk}::jsonb) e(value) on (e.value->>'skuId')::int = v."skuId"
            where s.id = v."skuId"
            returning s.id, v."countInStock" as counted
          )
          insert into inventory_activities (kind, sku_id, quantity, stock_after, reason, admin_id, admin_name)
          select 'bulk', c.id, c.counted - o.count_in_stock, c.counted,
            ${`Toplu güncelleme ${id}`}, ${row.adminId}, ${adminName}
          from changed c join old o on o.id = c.id
          where c.counted is not null and c.counted <> o.count_in_stock`);
      }
    });
    await db
      .update(bulkUpdates)
      .set({ status: 'done', processed: row.total, finishedAt: new Date() })
      .where(eq(bulkUpdates.id, id));
  } catch (error) {
    // The cause goes to the log; staff see what happened and what to do, never the SQL.
    onError(error);
    await db
      .update(bulkUpdates)
      .set({
        status: 'failed',
        error: APPLY_FAILED,
        finishedAt: new Date(),
      })
      .where(eq(bulkUpdates.id, id));
  }
}
