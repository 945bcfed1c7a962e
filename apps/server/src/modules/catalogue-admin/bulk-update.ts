import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  BULK_COLUMNS,
  type BulkPreview,
  type BulkStatus,
  catalogueAdminErrorCodes,
  PRICE_CEILING_KURUS,
} from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Database } from '../../db/client';
import { type BulkChange, bulkUpdates } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { defineQueue, type JobQueue } from '../../jobs/job-queue';

export type SheetFormat = 'csv' | 'xlsx';

export const bulkUpdateQueue = defineQueue<{ id: string }>({
  name: 'catalogue-bulk-update',
  retryLimit: 0,
  expireInSeconds: 600,
});

const badSheet = (message: string) =>
  new AppError(400, catalogueAdminErrorCodes.badSpreadsheet, message, [{ field: 'file', message }]);

interface SkuSheetRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  price_gap: number;
  wholesale_price: number | null;
  vat: number;
  count_in_stock: number;
  is_active: boolean;
}

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
 * exceljs (tens of MB once loaded) is loaded on the first export or upload: only the back
 * office uses it, and a storefront server should not carry it in memory (issue 18).
 */
async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}

const tl = (kurus: number | null) => (kurus === null ? null : kurus / 100);

/** The catalogue's SKUs as a spreadsheet (exceljs writes both formats). */
export async function exportSheet(db: Database, format: SheetFormat): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Katalog');
  sheet.addRow([...BULK_COLUMNS]);
  for (const r of await allSkus(db)) {
    sheet.addRow([
      r.sku,
      r.name,
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

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    return '';
  }
  return String(value).trim();
}

/** "1299,90", "1.299,90", "1299.9" → kuruş; null when it is not a number. */
export function parseTL(text: string): number | null {
  let t = text.replace(/\s|TL/gi, '');
  if (t.includes(',') && t.includes('.')) t = t.replace(/\./g, '').replace(',', '.');
  else t = t.replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

async function readRows(bytes: Buffer, format: SheetFormat): Promise<string[][]> {
  const workbook = await newWorkbook();
  try {
    if (format === 'csv') {
      await workbook.csv.read(Readable.from(bytes), {
        parserOptions: {
          delimiter:
            bytes.includes(';'.charCodeAt(0)) && !bytes.includes(','.charCodeAt(0)) ? ';' : ',',
        },
        map: (value: string) => value,
      } as never);
    } else {
      await workbook.xlsx.load(bytes as never);
    }
  } catch {
    throw badSheet(`Dosya okunamadı: geçerli bir ${format.toUpperCase()} dosyası yükleyin.`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badSheet('Dosyada sayfa yok.');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    rows[number - 1] = BULK_COLUMNS.map((_, i) => cellText(values[i + 1] ?? null));
  });
  return Array.from(rows, (r) => r ?? BULK_COLUMNS.map(() => ''));
}

/**
 * Reads an edited sheet and compares it with the catalogue: every change and every row error,
 * nothing written. A clean sheet is kept as a bulk update waiting to be applied.
 */
export async function previewSheet(
  db: Database,
  bytes: Buffer,
  format: SheetFormat,
  adminId: string,
): Promise<BulkPreview> {
  const rows = await readRows(bytes, format);
  const header = (rows[0] ?? []).map((h) => h.toLowerCase());
  if (BULK_COLUMNS.some((column, i) => header[i] !== column)) {
    throw badSheet(
      `Başlık satırı hatalı. İlk satır tam olarak şu olmalı: ${BULK_COLUMNS.join(', ')}`,
    );
  }
  const current = new Map((await allSkus(db)).map((r) => [r.sku.toLowerCase(), r]));
  const seen = new Set<string>();
  const changes: BulkPreview['changes'] = [];
  const errors: BulkPreview['errors'] = [];
  const pending: BulkChange[] = [];
  let total = 0;
  for (let i = 1; i < rows.length; i++) {
    const rowNo = i + 1;
    const [code = '', , price, gap, wholesale, vat, stock, active] = rows[i]!;
    if (rows[i]!.every((v) => v === '')) continue;
    total++;
    const sku = current.get(code.toLowerCase());
    if (!sku) {
      errors.push({ row: rowNo, message: `Bilinmeyen SKU: ${code || '(boş)'}` });
      continue;
    }
    if (seen.has(sku.sku.toLowerCase())) {
      errors.push({ row: rowNo, message: `SKU ${sku.sku} dosyada birden çok kez var.` });
      continue;
    }
    seen.add(sku.sku.toLowerCase());
    const rowErrors: string[] = [];
    const change: BulkChange = { skuId: sku.id, sku: sku.sku };
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
    const newVat = /^\d{1,3}$/.test(vat ?? '') ? Number(vat) : Number.NaN;
    if (!(newVat >= 0 && newVat <= 100))
      rowErrors.push(`KDV 0 ile 100 arasında olmalı (${vat || 'boş'})`);
    const newStock = /^-?\d+$/.test(stock ?? '') ? Number(stock) : Number.NaN;
    if (Number.isNaN(newStock)) rowErrors.push(`Stok tam sayı olmalı (${stock || 'boş'})`);
    else if (newStock < 0) rowErrors.push('Stok negatif olamaz');
    const activeText = (active ?? '').toLowerCase();
    const newActive = ['evet', '1', 'true', 'aktif'].includes(activeText)
      ? true
      : ['hayir', 'hayır', '0', 'false', 'pasif'].includes(activeText)
        ? false
        : null;
    if (newActive === null) rowErrors.push(`Aktif evet ya da hayir olmalı (${active || 'boş'})`);
    if (rowErrors.length > 0) {
      errors.push({ row: rowNo, message: `${sku.sku}: ${rowErrors.join('; ')}` });
      continue;
    }
    const note = (field: string, from: string, to: string) => {
      changes.push({ row: rowNo, sku: sku.sku, field, from, to });
    };
    if (newPrice !== undefined && newPrice !== sku.price) {
      change.price = newPrice;
      note('Fiyat', formatTL(sku.price), formatTL(newPrice));
    }
    if (newGap !== undefined && newGap !== sku.price_gap) {
      change.priceGap = newGap;
      note('Ek adet fiyatı', formatTL(sku.price_gap), formatTL(newGap));
    }
    if (newWholesale !== undefined && newWholesale !== sku.wholesale_price) {
      change.wholesalePrice = newWholesale;
      const show = (v: number | null) => (v === null ? '—' : formatTL(v));
      note('Toptan fiyat', show(sku.wholesale_price), show(newWholesale));
    }
    if (newVat !== sku.vat) {
      change.vat = newVat;
      note('KDV', `%${sku.vat}`, `%${newVat}`);
    }
    if (newStock !== sku.count_in_stock) {
      change.countInStock = newStock;
      note('Stok', String(sku.count_in_stock), String(newStock));
    }
    if (newActive !== sku.is_active) {
      change.isActive = newActive!;
      note('Aktif', sku.is_active ? 'evet' : 'hayır', newActive ? 'evet' : 'hayır');
    }
    if (Object.keys(change).length > 2) pending.push(change);
  }
  const id = randomUUID();
  await db.insert(bulkUpdates).values({
    id,
    status: 'previewed',
    changes: pending,
    total: pending.length,
    adminId,
    error: errors.length > 0 ? `${errors.length} satırda hata var.` : null,
  });
  return { id, total, changes, changedRows: pending.length, errors };
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

/**
 * Applies a bulk update in one transaction (all rows or none), set-based in chunks of 2,000
 * rows; stock changes are recorded as inventory activities. Progress is written when it ends.
 */
export async function applyBulkUpdate(db: Database, id: string, adminName = 'Toplu güncelleme') {
  const [row] = await db.select().from(bulkUpdates).where(eq(bulkUpdates.id, id));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  await db.update(bulkUpdates).set({ status: 'running' }).where(eq(bulkUpdates.id, id));
  try {
    await db.transaction(async (tx) => {
      for (let start = 0; start < row.changes.length; start += CHUNK) {
        const chunk = JSON.stringify(row.changes.slice(start, start + CHUNK));
        await tx.execute(sql`
          with v as (
            select * from jsonb_to_recordset(${chunk}::jsonb) as x(
              "skuId" int, "price" int, "priceGap" int, "wholesalePrice" int, "vat" int,
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
    await db
      .update(bulkUpdates)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message.slice(0, 300) : 'Bilinmeyen hata',
        finishedAt: new Date(),
      })
      .where(eq(bulkUpdates.id, id));
  }
}
