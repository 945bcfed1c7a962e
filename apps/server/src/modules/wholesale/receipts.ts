import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAYMENT_PROOF_MAX_BYTES } from '@carsi/contract';
import { awaitsTransferReceipt, type WholesaleOrderStatus } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wholesaleOrders } from '../../db/schema';
import { wholesaleErrors } from './errors';

export const RECEIPT_TYPE_MESSAGE = 'Dekont yalnızca PDF veya resim (JPEG, PNG, WebP) olabilir.';

/** The file's real type from its first bytes; the declared content type is not trusted. */
export function receiptKind(bytes: Buffer): 'pdf' | 'jpg' | 'png' | 'webp' | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Where an order's receipts are read: only its account and wholesale staff may (see readReceipt). */
export const receiptUrlPrefix = (orderId: string) => `/api/wholesale/receipts/${orderId}/`;

const RECEIPT_NAME = /^[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;
const RECEIPT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/**
 * Stores a bank receipt for an order of the account that waits for its transfer: PDF or image
 * only (checked by content), at most PAYMENT_PROOF_MAX_BYTES. The file gets a random name under
 * the private receipts folder (never under the public /uploads: a receipt shows a company's bank
 * details); its URL is then given to updateWholeSaleOrderPaymentProof.
 */
export async function storeReceipt(
  db: Database,
  receiptsDir: string,
  accountId: string,
  orderId: string,
  bytes: Buffer,
): Promise<string> {
  const [order] = await db.select().from(wholesaleOrders).where(eq(wholesaleOrders.id, orderId));
  if (!order || order.accountId !== accountId) throw wholesaleErrors.orderNotFound();
  if (!awaitsTransferReceipt(order.status as WholesaleOrderStatus))
    throw wholesaleErrors.notPendingTransfer();
  if (bytes.length > PAYMENT_PROOF_MAX_BYTES) {
    throw wholesaleErrors.receiptTooLarge(PAYMENT_PROOF_MAX_BYTES / 1024 / 1024);
  }
  if (bytes.length === 0) throw wholesaleErrors.badReceipt('Dekont dosyası boş.');
  const kind = receiptKind(bytes);
  if (!kind) throw wholesaleErrors.badReceipt(RECEIPT_TYPE_MESSAGE);
  const dir = path.join(receiptsDir, order.id);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${receiptUrlPrefix(order.id)}${name}`;
}

/**
 * True when `url` is a receipt storeReceipt stored for the order (only the order's own account
 * can upload one): the order's receipt path, a name we made, and the file is there.
 */
export async function isStoredReceipt(
  receiptsDir: string,
  orderId: string,
  url: string,
): Promise<boolean> {
  const prefix = receiptUrlPrefix(orderId);
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!RECEIPT_NAME.test(name)) return false;
  try {
    await access(path.join(receiptsDir, orderId, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * A stored receipt for the order's own account (`accountId`) or for wholesale staff (null). Any
 * other reader, an unknown order or file, or a name that is not one we made: not found.
 */
export async function readReceipt(
  db: Database,
  receiptsDir: string,
  orderId: string,
  name: string,
  accountId: string | null,
): Promise<{ bytes: Buffer; type: string }> {
  const kind = RECEIPT_NAME.exec(name)?.[1] as keyof typeof RECEIPT_TYPES | undefined;
  if (!kind || !/^[0-9a-f-]{36}$/.test(orderId)) throw wholesaleErrors.orderNotFound();
  const [order] = await db
    .select({ accountId: wholesaleOrders.accountId })
    .from(wholesaleOrders)
    .where(eq(wholesaleOrders.id, orderId));
  if (!order || (accountId !== null && order.accountId !== accountId)) {
    throw wholesaleErrors.orderNotFound();
  }
  try {
    return {
      bytes: await readFile(path.join(receiptsDir, orderId, name)),
      type: RECEIPT_TYPES[kind],
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw wholesaleErrors.orderNotFound();
    throw error;
  }
}
