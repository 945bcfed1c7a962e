import type { ReturnView } from '@carsi/contract';
import {
  orderOf,
  type ReturnOperationDeps,
  returnSms,
  returnUrl,
  runReturnOperation,
  transition,
  viewOf,
} from './run';

/** The parcel reached the warehouse: RECEIVED, the 24-hour card refund clock starts. */
export async function receiveReturn(
  deps: ReturnOperationDeps,
  id: string,
  adminId: string,
): Promise<ReturnView> {
  const row = await runReturnOperation(deps, { returnId: id }, async (tx, current, now) => {
    const received = await transition(deps, tx, current, 'RECEIVED', {
      actor: `admin:${adminId}`,
      reason: 'Ürün depoya ulaştı',
      set: { receivedAt: now },
    });
    return { row: received, result: received };
  });
  const order = await orderOf(deps.db, row.orderId);
  const when =
    row.refundChannel === 'card'
      ? 'Tutar 24 saat içinde kartınıza iade edilecek.'
      : row.iban
        ? "Tutar IBAN'ınıza havale ile gönderilecek."
        : `Tutarı gönderebilmemiz için ${returnUrl(deps, row)} adresinden IBAN bilginizi girin.`;
  await returnSms(
    deps,
    order,
    row,
    `${row.code} kodlu iadeniz depomuza ulaştı. ${when}`,
    'received',
  );
  return viewOf(deps.db, row, deps.returnShipping);
}
