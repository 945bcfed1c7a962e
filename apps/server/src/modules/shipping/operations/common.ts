import { CARRIER_LABELS, type CarrierCodeValue } from '@carsi/contract';
import type { CashOnDelivery, CodKind } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { orders } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import type { OrderRow } from '../../orders';
import type { CarrierDirectory } from '../carrier-directory';
import type { CarrierCode, PaymentKind } from '../carriers/carrier';
import type { ShipmentRow } from '../shipment-store';

/** Why a parcel goes with its carrier (stored on the shipment, shown on the order). */
export type CarrierReason = 'MAIN' | 'RURAL_LIST' | 'CARRIER_REFUSED' | 'STAFF';

export interface CarrierChoice {
  carrier: CarrierCode;
  reason: CarrierReason;
}

export interface BookOptions {
  carrier?: CarrierCode | undefined;
  codKind?: CodKind | undefined;
}

export interface ShippingDeps {
  db: Database;
  carriers: CarrierDirectory;
  now: () => Date;
  log?: FastifyBaseLogger;
}

export const conflict = (code: string, message: string) => new AppError(409, code, message);

/** Orders that may be handed to a carrier: packed, or back after a failed delivery. */
export const BOOKABLE_ORDER_STATUSES = new Set(['PACKED', 'UNDELIVERED']);

export const TEXTS = {
  orderNotPacked: 'Yalnızca paketlenmiş sipariş kargoya verilebilir.',
  alreadyBooked: 'Bu siparişin kargo kaydı zaten var; önce onu iptal edin.',
  notCancellable:
    'Kargo firması gönderiyi teslim aldığı için iptal edilemez. İade için müşteriyle görüşün.',
  alreadyCancelled: 'Bu gönderi zaten iptal edilmiş.',
  shipmentNotFound: 'Gönderi bulunamadı.',
  lostAnswer:
    'Kargo firmasından yanıt alınamadı; gönderi anahtarı kayıtlı, birkaç dakika içinde kargo firmasına sorularak tamamlanacak. Tekrar kayıt açmayın.',
} as const;

export async function orderRow(deps: ShippingDeps, orderId: string): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Sipariş bulunamadı.');
  return order;
}

export function paymentKindOf(cod: CashOnDelivery | null): PaymentKind {
  if (!cod) return 'sender';
  return cod.kind === 'CARD' ? 'cod_card' : 'cod_cash';
}

export function paymentKindOfRow(row: Pick<ShipmentRow, 'codAmount' | 'codKind'>): PaymentKind {
  if (!row.codAmount) return 'sender';
  return row.codKind === 'CARD' ? 'cod_card' : 'cod_cash';
}

export const carrierLabelOf = (code: string) => CARRIER_LABELS[code as CarrierCodeValue] ?? code;
