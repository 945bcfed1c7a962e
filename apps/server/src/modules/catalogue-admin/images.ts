import { randomBytes } from 'node:crypto';
import {
  catalogueAdminErrorCodes,
  errorCodes,
  IMAGE_UPLOAD_MAX_BYTES,
  type ProductImage,
} from '@carsi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Metadata } from 'sharp';
import { AppError } from '../../http/errors';
import { type ObjectStore, StorageUnavailableError } from '../../storage';

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
  storeUnavailable: (status: 502 | 503) =>
    new AppError(
      status,
      errorCodes.unavailable,
      'Görsel şu anda kaydedilemiyor, lütfen biraz sonra tekrar deneyin.',
    ),
};

/**
 * Stores an uploaded photo: the original as it came, and WebP plus AVIF at every page width up
 * to the photo's own. Refuses what sharp cannot read as an image, files over the size limit and
 * images whose pixel count would blow up in memory (checked from the header, before decoding).
 * Files go to the image store (the uploads folder, or the S3 bucket when one is configured):
 * `originals/{name}.{format}` (private) and `products/{name}-{width}.{webp|avif}`.
 */
export async function storeUploadedImage(
  store: ObjectStore,
  bytes: Buffer,
  alt = '',
  log?: FastifyBaseLogger,
): Promise<ProductImage> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw imageErrors.tooLarge();
  if (bytes.length === 0) throw imageErrors.notImage();
  // Loaded on the first upload: a storefront server should not carry libvips in memory.
  const { default: sharp } = await import('sharp');
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
  const put = async (fileKey: string, file: Buffer, contentType: string) => {
    try {
      await store.put(fileKey, file, contentType);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      log?.error({ err: error, key: fileKey }, 'image storage did not take an upload');
      throw imageErrors.storeUnavailable(error.status);
    }
  };
  await put(`originals/${name}.${meta.format}`, bytes, `image/${meta.format}`);

  const widths = UPLOAD_WIDTHS.filter((w) => w <= width);
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  for (const w of widths) {
    let webp: Buffer;
    let avif: Buffer;
    try {
      const resized = input.clone().resize({ width: w, withoutEnlargement: true });
      webp = await resized.clone().webp({ quality: 76, effort: 2 }).toBuffer();
      avif = await resized.clone().avif({ quality: 50, effort: 0 }).toBuffer();
    } catch {
      throw imageErrors.notImage();
    }
    await Promise.all([
      put(`${key}-${w}.webp`, webp, 'image/webp'),
      put(`${key}-${w}.avif`, avif, 'image/avif'),
    ]);
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
