import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  catalogueAdminErrorCodes,
  IMAGE_UPLOAD_MAX_BYTES,
  type ProductImage,
} from '@carsi/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/errors';

/** The widths the storefront's srcset and sizes use (same as the demo images). */
export const UPLOAD_WIDTHS = [320, 640, 960] as const;
/** More pixels than this is a decompression bomb, whatever the file size. */
export const MAX_INPUT_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export const imageErrors = {
  notImage: () =>
    new AppError(
      400,
      catalogueAdminErrorCodes.badImage,
      'Dosya bir görsel değil (JPEG, PNG, WebP veya AVIF yükleyin).',
      [{ field: 'file', message: 'Dosya bir görsel değil.' }],
    ),
  tooLarge: () =>
    new AppError(
      413,
      catalogueAdminErrorCodes.imageTooLarge,
      `Görsel en çok ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB olabilir.`,
      [{ field: 'file', message: 'Dosya çok büyük.' }],
    ),
  tooManyPixels: () =>
    new AppError(
      400,
      catalogueAdminErrorCodes.badImage,
      'Görselin piksel sayısı çok büyük (en çok 40 megapiksel).',
      [{ field: 'file', message: 'Görsel çok büyük.' }],
    ),
  tooSmall: () =>
    new AppError(
      400,
      catalogueAdminErrorCodes.badImage,
      'Görsel en az 320 piksel genişliğinde olmalı.',
      [{ field: 'file', message: 'Görsel çok küçük.' }],
    ),
};

/**
 * Stores an uploaded photo: the original as it came, and WebP plus AVIF at every page width up
 * to the photo's own. Refuses what sharp cannot read as an image, files over the size limit and
 * images whose pixel count would blow up in memory (checked from the header, before decoding).
 */
export async function storeUploadedImage(
  uploadsDir: string,
  bytes: Buffer,
  alt = '',
): Promise<ProductImage> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw imageErrors.tooLarge();
  if (bytes.length === 0) throw imageErrors.notImage();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageErrors.notImage();
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw imageErrors.notImage();
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw imageErrors.tooManyPixels();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (width < UPLOAD_WIDTHS[0]) throw imageErrors.tooSmall();

  const name = `u-${randomBytes(12).toString('hex')}`;
  const key = `products/${name}`;
  const dir = path.join(uploadsDir, 'products');
  await mkdir(path.join(uploadsDir, 'originals'), { recursive: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(uploadsDir, 'originals', `${name}.${meta.format}`), bytes, {
    flag: 'wx',
  });

  const widths = UPLOAD_WIDTHS.filter((w) => w <= width);
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    for (const w of widths) {
      const resized = input.clone().resize({ width: w, withoutEnlargement: true });
      await resized
        .clone()
        .webp({ quality: 76, effort: 2 })
        .toFile(path.join(dir, `${name}-${w}.webp`));
      await resized
        .clone()
        .avif({ quality: 50, effort: 0 })
        .toFile(path.join(dir, `${name}-${w}.avif`));
    }
  } catch {
    throw imageErrors.notImage();
  }
  const largest = widths[widths.length - 1]!;
  return {
    key,
    alt,
    width: largest,
    height: Math.round((height * largest) / width),
    widths: [...widths],
    formats: ['webp', 'avif'],
  };
}
