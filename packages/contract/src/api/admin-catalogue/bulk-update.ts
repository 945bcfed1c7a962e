import { z } from 'zod';
import { defineRoute } from '../../define';

// ── bulk update ─────────────────────────────────────────────────────────────

/** Spreadsheet columns, in order; the header row must be exactly these. */
export const BULK_COLUMNS = [
  'sku',
  'urun',
  'fiyat',
  'ek_adet_fiyati',
  'toptan_fiyat',
  'kdv',
  'stok',
  'aktif',
] as const;
export const BULK_EXPORT_PATH = '/api/admin/bulk-update/export';
/** Raw CSV or XLSX bytes as the body; ?format=csv|xlsx. */
export const BULK_PREVIEW_PATH = '/api/admin/bulk-update/preview';

/** Most data rows one sheet may hold; a longer file is refused (413) as soon as it is seen. */
export const BULK_ROW_LIMIT = 20_000;
/** A preview lists at most this many row errors, and counts them all in `errorCount`. */
export const BULK_ERROR_LIST_LIMIT = 200;
/** A preview lists at most this many changes, and counts them all in `changeCount`. */
export const BULK_CHANGE_LIST_LIMIT = 500;

export const bulkPreview = z.object({
  id: z.string(),
  /** Data rows read. */
  total: z.number().int(),
  /** The first {@link BULK_CHANGE_LIST_LIMIT} changes, in file order. */
  changes: z.array(
    z.object({
      row: z.number().int(),
      sku: z.string(),
      field: z.string(),
      from: z.string(),
      to: z.string(),
    }),
  ),
  changeCount: z.number().int(),
  changedRows: z.number().int(),
  /** The first {@link BULK_ERROR_LIST_LIMIT} row errors, in file order. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  errorCount: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

export const bulkStatus = z.object({
  id: z.string(),
  status: z.enum(['previewed', 'queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  processed: z.number().int(),
  error: z.string().nullable(),
});
export type BulkStatus = z.infer<typeof bulkStatus>;

export const applyBulkUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/bulk-update/:id/apply',
  summary: 'Apply a previewed bulk update as a job (one transaction)',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: z.uuid('Geçersiz güncelleme numarası.') }).strict(),
  response: bulkStatus,
});

export const bulkUpdateStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/bulk-update/:id',
  summary: "A bulk update's progress",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: z.object({ id: z.uuid('Geçersiz güncelleme numarası.') }).strict(),
  response: bulkStatus,
});
