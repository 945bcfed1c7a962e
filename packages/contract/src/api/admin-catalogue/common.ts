import { z } from 'zod';

/** Highest shelf price the back office accepts for one unit: 1.000.000 TL. */
export const PRICE_CEILING_KURUS = 100_000_000;
/** Largest image upload: 15 MB; larger files are refused before they are read. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** Largest spreadsheet for a bulk update. */
export const BULK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const CATALOGUE_ADMIN_PAGE_SIZE = 20;

export const catalogueAdminErrorCodes = {
  inUse: 'IN_USE',
  duplicate: 'DUPLICATE',
  staleVersion: 'STALE_VERSION',
  badImage: 'BAD_IMAGE',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  badSpreadsheet: 'BAD_SPREADSHEET',
  stockNegative: 'STOCK_NEGATIVE',
} as const;

/** `inUseMessage`: why a record cannot be deleted, naming how many products use it. */
export const inUseMessage = (what: string, products: number, extra?: string) =>
  extra
    ? `Bu ${what} silinemez: ${extra}.`
    : `Bu ${what} ${products} üründe kullanılıyor; silmeden önce ürünlerden kaldırın.`;

export const staleVersionMessage =
  'Bu kayıt siz düzenlerken başka bir yönetici tarafından değiştirildi. Sayfayı yenileyip değişikliklerinizi tekrar yapın.';

/** A price in kuruş: whole, not negative, at most the ceiling. */
export const priceField = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalı.` })
    .int(`${label} kuruş cinsinden tam sayı olmalı.`)
    .min(0, `${label} negatif olamaz.`)
    .max(PRICE_CEILING_KURUS, `${label} en çok ${PRICE_CEILING_KURUS / 100} TL olabilir.`);
export const vatField = z
  .number({ error: 'KDV oranı bir sayı olmalı.' })
  .int('KDV oranı tam sayı olmalı.')
  .min(0, 'KDV oranı 0 ile 100 arasında olmalı.')
  .max(100, 'KDV oranı 0 ile 100 arasında olmalı.');
/** Most units one SKU may hold in stock. */
export const STOCK_CEILING = 10_000_000;
export const stockField = z
  .number({ error: 'Stok bir sayı olmalı.' })
  .int('Stok tam sayı olmalı.')
  .min(0, 'Stok negatif olamaz.')
  .max(STOCK_CEILING, 'Stok çok büyük.');
