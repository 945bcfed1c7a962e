import { awaitsTransferReceipt } from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { wholesaleOrders } from '../../../db/schema';
import { wholesaleErrors } from '../errors';
import { loadOrder, ownOrder } from '../order-queries';
import { isStoredReceipt } from '../receipts';
import { statusEvent, statusOf } from './run';

/** The bank receipt of an order waiting for its transfer (the file was uploaded first). */
export async function attachPaymentProof(
  db: Database,
  receiptsDir: string,
  accountId: string,
  input: { id: string; documentUrl: string },
) {
  const { order } = await loadOrder(db, input.id);
  if (order.accountId !== accountId) throw wholesaleErrors.orderNotFound();
  if (!awaitsTransferReceipt(statusOf(order))) throw wholesaleErrors.notPendingTransfer();
  // A file the reseller uploaded for this order (storeReceipt), not any URL that looks like one.
  if (!(await isStoredReceipt(receiptsDir, order.id, input.documentUrl))) {
    throw wholesaleErrors.badReceipt('Dekont önce bu sipariş için yüklenmeli.');
  }
  await db
    .update(wholesaleOrders)
    .set({
      documentUrl: input.documentUrl,
      documentUploadedAt: sql`now()`,
      statusHistory: [
        ...order.statusHistory,
        statusEvent(order.status, 'customer', accountId, 'Dekont yüklendi'),
      ],
      updatedAt: sql`now()`,
    })
    .where(eq(wholesaleOrders.id, order.id));
  return {
    message: 'Dekontunuz alındı. Ödemeniz kontrol edildiğinde siparişiniz onaylanacak.',
    order: await ownOrder(db, accountId, order.id),
  };
}
