import type { ReturnView, StartReturnBody } from '@carsi/contract';
import { normalizeTrMobile } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { consumePostLimit } from '../../catalogue/index';
import { createReturn } from './create-return';
import { HOUR, noOrder, type ReturnOperationDeps } from './run';

/**
 * The shopper's easy return (/kolay-iade-baslat): the order's delivery phone is the proof, and
 * an address may start only so many returns an hour.
 */
export async function startReturn(
  deps: ReturnOperationDeps,
  body: StartReturnBody,
  ip: string,
): Promise<ReturnView> {
  await consumePostLimit(deps.db, 'return-start', ip, { max: 20, windowMs: HOUR });
  const [found] = await deps.db.select().from(orders).where(eq(orders.id, body.orderId));
  if (!found) throw noOrder();
  // Another person's order: the phone must be the one the order was delivered to.
  if (normalizeTrMobile(body.phone) !== found.orderPhone) {
    throw new AppError(403, 'RETURN_NOT_YOURS', 'Bu sipariş için iade başlatma yetkiniz yok.');
  }
  return createReturn(
    deps,
    {
      orderId: found.id,
      lines: body.lines,
      reason: body.reason ?? null,
      withdrawal: body.withdrawal ?? false,
      note: body.note ?? null,
      photos: body.photos ?? [],
      iban: body.iban ?? null,
    },
    { actor: 'shopper', ignoreGuarantee: false },
  );
}
