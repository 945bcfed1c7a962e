import type { ShipmentStatus } from '@carsi/domain';
import { and, asc, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, shipmentEvents, shipments } from '../../db/schema';
import { DEMO_ORDER_PHONE_PREFIX } from '../orders';
import { newShipmentId } from './ids';

const HOUR_MS = 60 * 60 * 1000;
const ACTOR = 'system:demo';

/** Where a demo order's parcel stands, from the order's own status. */
const PATH: Readonly<Record<string, ShipmentStatus[]>> = {
  SHIPPED: ['REQUESTED', 'CREATED', 'PICKED_UP', 'IN_TRANSIT'],
  DELIVERED: ['REQUESTED', 'CREATED', 'PICKED_UP', 'IN_TRANSIT', 'DELIVERED'],
  UNDELIVERED: ['REQUESTED', 'CREATED', 'PICKED_UP', 'IN_TRANSIT', 'NEEDS_ATTENTION'],
};

const CARRIER_TEXTS: Partial<Record<ShipmentStatus, string>> = {
  CREATED: 'Gönderi kaydı alındı',
  PICKED_UP: 'Kargo şubeden teslim alındı',
  IN_TRANSIT: 'Transfer merkezinde',
  DELIVERED: 'Alıcıya teslim edildi',
  NEEDS_ATTENTION: 'Adreste kimse bulunamadı (kod 47)',
};

/**
 * Demo parcels for the demo orders, so kargo-islemleri shows every tab: shipped orders in
 * transit, delivered ones delivered, an undelivered one needing attention, one packed order
 * booked and waiting for pick-up (the other packed orders stay "to book"). They are not polled
 * (no stand-in holds them), so the tracking job leaves them alone.
 */
export async function seedDemoShipments(tx: Database, now: number): Promise<void> {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.orderStatus, ['PACKED', 'SHIPPED', 'DELIVERED', 'UNDELIVERED']),
        like(orders.orderPhone, `${DEMO_ORDER_PHONE_PREFIX}%`),
      ),
    )
    .orderBy(asc(orders.createdAt));
  let packedBooked = false;
  let n = 0;
  for (const order of rows) {
    let path = PATH[order.orderStatus];
    if (order.orderStatus === 'PACKED') {
      if (packedBooked) continue;
      packedBooked = true;
      path = ['REQUESTED', 'CREATED'];
    }
    if (!path) continue;
    n++;
    const carrier = n % 3 === 0 ? 'yurtici' : 'ups';
    const key = `CRDEMO${String(n).padStart(4, '0')}${order.orderNumber.slice(-4)}`;
    const trackingCode =
      order.trackingCode ?? (carrier === 'ups' ? `1Z${String(70_000_000 + n * 7919)}` : null);
    const start = (order.packedAt?.getTime() ?? now - 48 * HOUR_MS) + HOUR_MS;
    const status = path[path.length - 1]!;
    const at = (i: number) => new Date(Math.min(now, start + i * 6 * HOUR_MS));
    const cod =
      order.paymentMethod === 'CashOnDelivery' ? { amount: order.totalPrice, kind: 'CASH' } : null;
    const id = newShipmentId();
    await tx.insert(shipments).values({
      id,
      shipmentKey: key,
      orderId: order.id,
      direction: 'OUTGOING',
      carrier,
      carrierReason: n === 2 ? 'RURAL_LIST' : 'MAIN',
      status,
      trackingCode: carrier === 'yurtici' && status === 'CREATED' ? null : (trackingCode ?? key),
      trackingUrl: null,
      carrierStatusText: CARRIER_TEXTS[status] ?? null,
      pieces: Math.max(
        1,
        order.items.reduce((sum, line) => sum + line.qty, 0),
      ),
      desi: 2,
      kg: 1,
      desiDivisor: 3000,
      codAmount: cod?.amount ?? null,
      codKind: cod?.kind ?? null,
      remittanceAmount: status === 'DELIVERED' && cod ? cod.amount : null,
      remittanceReportedAt: status === 'DELIVERED' && cod ? at(path.length) : null,
      lastError:
        status === 'NEEDS_ATTENTION' ? 'Kargo firması teslim edemedi; müşteriyle görüşün.' : null,
      createdBy: ACTOR,
      createdAt: at(0),
      bookedAt: at(1),
      pickedUpAt: path.includes('PICKED_UP') ? at(2) : null,
      deliveredAt: status === 'DELIVERED' ? at(path.length - 1) : null,
      finishedAt: status === 'DELIVERED' ? at(path.length - 1) : null,
      customerNotifiedAt: path.includes('PICKED_UP') ? at(2) : null,
      updatedAt: at(path.length - 1),
    });
    await tx.insert(shipmentEvents).values(
      path.map((to, i) => ({
        shipmentId: id,
        fromStatus: i === 0 ? null : path[i - 1]!,
        toStatus: to,
        actor: i === 0 ? ACTOR : `carrier:${carrier}`,
        carrierStatusText: CARRIER_TEXTS[to] ?? null,
        at: at(i),
      })),
    );
  }
}
