import { type CashOnDelivery, desi as desiOf, shipmentWeight } from '@carsi/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { skus } from '../../../db/schema';
import type { OrderRow } from '../../orders';
import type { CreateShipmentInput, ParcelPiece } from '../carriers/carrier';
import { paymentKindOf } from './common';

/** The order's delivery address as the carriers take it. */
export function recipientOf(order: OrderRow) {
  const contact = order.deliveryContact;
  const address = order.shippingAddress;
  const digits = (contact.phone || order.orderPhone).replace(/\D/g, '');
  const phone = digits.slice(-10);
  return {
    name: `${contact.firstName} ${contact.lastName}`.trim(),
    addressLine: address.address,
    province: address.province,
    district: address.district,
    phone,
    ...(contact.email ? { email: contact.email } : {}),
  };
}

/** Pieces and weight of an order, from its SKUs' sizes (per piece, the carrier's divisor). */
export async function piecesOf(db: Database, order: OrderRow, divisor: number) {
  const lines = order.items.filter((line) => line.qty > 0);
  const skuIds = [...new Set(lines.map((line) => line.skuId))];
  const sizes = skuIds.length
    ? await db
        .select({
          id: skus.id,
          lengthCm: skus.lengthCm,
          widthCm: skus.widthCm,
          heightCm: skus.heightCm,
          weightGrams: skus.weightGrams,
        })
        .from(skus)
        .where(inArray(skus.id, skuIds))
    : [];
  const sizeOf = new Map(sizes.map((s) => [s.id, s]));
  const items = lines.map((line) => {
    const size = sizeOf.get(line.skuId);
    const dimensions =
      size?.lengthCm && size.widthCm && size.heightCm
        ? { length: size.lengthCm, width: size.widthCm, height: size.heightCm }
        : null;
    return { line, dimensions, weightGrams: size?.weightGrams ?? null, qty: line.qty };
  });
  const weight = shipmentWeight(items, divisor);
  const pieces: ParcelPiece[] = items.flatMap(({ line, dimensions, weightGrams, qty }) =>
    Array.from({ length: qty }, () => ({
      lengthCm: dimensions?.length ?? 30,
      widthCm: dimensions?.width ?? 20,
      heightCm: dimensions?.height ?? 5,
      weightGrams: weightGrams && weightGrams > 0 ? weightGrams : 500,
      desi: dimensions ? desiOf(dimensions, divisor) : 1,
      description: line.name.slice(0, 60),
    })),
  );
  return { weight, pieces };
}

/** What the carrier is asked to book for an order under a shipment key. */
export function createInputOf(
  order: OrderRow,
  key: string,
  cod: CashOnDelivery | null,
  pieces: ParcelPiece[],
): CreateShipmentInput {
  return {
    key,
    orderNumber: order.orderNumber,
    payment: paymentKindOf(cod),
    ...(cod
      ? { cod: { amountKurus: cod.amount, kind: cod.kind === 'CARD' ? 'card' : 'cash' } }
      : {}),
    recipient: recipientOf(order),
    pieces,
    contents: 'Ev tekstili',
    notifyRecipientBySms: false,
  };
}
