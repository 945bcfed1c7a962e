import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RETURN_PHOTO_MAX_BYTES } from '@carsi/contract';
import { AppError } from '../../http/errors';

const TYPES = {
  'image/jpeg': {
    ext: 'jpg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  'image/png': {
    ext: 'png',
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/webp': {
    ext: 'webp',
    magic: (b: Buffer) =>
      b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
} as const;

const notAnImage = () =>
  new AppError(
    400,
    'VALIDATION_FAILED',
    'Yalnızca fotoğraf yükleyebilirsiniz (JPEG, PNG veya WebP).',
    [{ field: 'body.data', message: 'Yalnızca fotoğraf yükleyebilirsiniz (JPEG, PNG veya WebP).' }],
  );

/**
 * A return photo: decoded, its size and its first bytes checked (a file is an image by its
 * content, never by its name), stored under {uploadsDir}/returns/ with a random name. Served
 * by the static /uploads/ route; the return keeps its path.
 */
export async function storeReturnPhoto(
  uploadsDir: string,
  contentType: keyof typeof TYPES,
  base64: string,
): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw notAnImage();
  if (bytes.length > RETURN_PHOTO_MAX_BYTES) {
    throw new AppError(413, 'PHOTO_TOO_LARGE', 'Fotoğraf en çok 700 KB olabilir.');
  }
  const type = TYPES[contentType];
  if (!type.magic(bytes)) throw notAnImage();
  const name = `${randomBytes(12).toString('base64url')}.${type.ext}`;
  const dir = path.join(uploadsDir, 'returns');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `/uploads/returns/${name}`;
}
