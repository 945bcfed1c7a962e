import { formatIban } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import { orderEvents, returns } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { noReturn, type ReturnOperationDeps } from './run';

/**
 * The IBAN in full, for the transfer (accounting and the owner): each view is an event in the
 * order's history (who, when, which return), shown on the admin order page.
 */
export async function showFullIban(
  deps: ReturnOperationDeps,
  id: string,
  adminId: string,
): Promise<string> {
  const [row] = await deps.db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw noReturn();
  if (!row.iban) throw new AppError(404, 'RETURN_NO_IBAN', 'Bu iade için IBAN bilgisi yok.');
  await deps.db.insert(orderEvents).values({
    orderId: row.orderId,
    action: 'return-iban-shown',
    actor: `admin:${adminId}`,
    data: { returnId: row.id, code: row.code },
    message: `${row.code} kodlu iadenin IBAN'ı tam olarak görüntülendi.`,
    at: deps.now(),
  });
  return formatIban(row.iban);
}
