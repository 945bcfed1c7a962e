import {
  isShipmentWithCarrier,
  nextTrackingPoll,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  shipmentStatusAfterReport,
} from '@carsi/domain';
import { and, asc, eq, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orderEvents, orders, shipments } from '../../db/schema';
import { defineQueue, type JobQueue } from '../../jobs';
import { queueSms } from '../notifications';
import {
  type OrderOperationDeps,
  orderPageUrl,
  setDelivered,
  setTrackingCode,
  setUndelivered,
} from '../orders';
import { statusOfCarrierState } from './carrier-directory';
import {
  CarrierError,
  CarrierShipmentNotFoundError,
  type TrackingResult,
} from './carriers/carrier';
import { lockShipment, moveShipment, type ShipmentRow } from './shipment-store';
import { carrierLabelOf, paymentKindOfRow, type ShippingService } from './shipping-service';

export const TRACKING_ACTOR = 'system:shipment-tracking';

/** Every five minutes, once across processes: ask the carriers about parcels that are due. */
export const shipmentTrackingQueue = defineQueue({
  name: 'shipment-tracking',
  retryLimit: 1,
  retryDelaySeconds: 60,
  expireInSeconds: 900,
});

export interface TrackingDeps {
  db: Database;
  service: ShippingService;
  /** The orders module's operations (their own SMS off: the tracking SMS carries the link). */
  orderOperations: OrderOperationDeps;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
  log?: FastifyBaseLogger;
}

export interface TrackingRunResult {
  polled: number;
  changed: number;
  failed: number;
}

/**
 * Tracking: asks the carrier about a parcel, moves it through the shipment machine, and carries
 * the news to the order through the orders module's operations — the first scan ships the order
 * (Kargolandı) and texts the shopper the tracking link once; delivery marks it Teslim edildi;
 * a parcel back at the sender makes it undelivered. Polls back off from 15 minutes to a day and
 * stop at an end or after 14 days. Each poll is its own short transaction: no connection is
 * held while a carrier answers.
 */
export class ShipmentTracking {
  constructor(private readonly deps: TrackingDeps) {
    deps.service.tracker = (row, actor) => this.poll(row, actor).then(() => undefined);
  }

  /** Polls every due parcel, in pages, a few at a time. */
  async runDue(
    options: { limit?: number; batch?: number; concurrency?: number } = {},
  ): Promise<TrackingRunResult> {
    const limit = options.limit ?? 10_000;
    const batch = options.batch ?? 200;
    const concurrency = options.concurrency ?? 8;
    const result: TrackingRunResult = { polled: 0, changed: 0, failed: 0 };
    const seen: string[] = [];
    while (result.polled < limit) {
      const now = this.deps.now();
      const due = await this.deps.db
        .select()
        .from(shipments)
        .where(
          and(
            isNotNull(shipments.nextPollAt),
            lte(shipments.nextPollAt, now),
            ...(seen.length ? [notInArray(shipments.id, seen.slice(-5000))] : []),
          ),
        )
        .orderBy(asc(shipments.nextPollAt))
        .limit(Math.min(batch, limit - result.polled));
      if (due.length === 0) break;
      const queue = [...due];
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          seen.push(row.id);
          try {
            if (await this.poll(row, TRACKING_ACTOR)) result.changed++;
          } catch (error) {
            result.failed++;
            this.deps.log?.warn({ err: error, shipmentId: row.id }, 'shipment tracking failed');
            await this.postpone(row, error instanceof Error ? error.message : 'Takip hatası');
          }
          result.polled++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
    }
    return result;
  }

  private async postpone(row: ShipmentRow, message: string): Promise<void> {
    const now = this.deps.now();
    const next = nextTrackingPoll({
      status: row.status as ShipmentStatus,
      bookedAt: (row.bookedAt ?? row.createdAt).getTime(),
      polls: row.polls + 1,
      now: now.getTime(),
    });
    await this.deps.db
      .update(shipments)
      .set({
        lastError: message.slice(0, 500),
        lastPolledAt: now,
        polls: row.polls + 1,
        nextPollAt: next === null ? null : new Date(next),
        updatedAt: now,
      })
      .where(eq(shipments.id, row.id));
  }

  /** Asks the carrier about one parcel and applies the answer; true when its status changed. */
  async poll(row: ShipmentRow, actor: string): Promise<boolean> {
    if (row.status === 'REQUESTED') {
      const settled = await this.deps.service.settleRequested(row, actor);
      if (settled.status === 'REQUESTED') {
        await this.postpone(row, row.lastError ?? 'Kargo firmasından yanıt bekleniyor.');
        return false;
      }
      return true;
    }
    const carrier = this.deps.service.carrierOf(row);
    let report: TrackingResult;
    try {
      report = await carrier.track({
        key: row.shipmentKey,
        trackingNumber: row.trackingCode,
        payment: paymentKindOfRow(row),
      });
    } catch (error) {
      if (error instanceof CarrierShipmentNotFoundError || error instanceof CarrierError) {
        await this.postpone(row, error.message);
        return false;
      }
      throw error;
    }
    const now = this.deps.now();
    const reported = statusOfCarrierState(report.state);
    const applied = await this.deps.db.transaction(async (tx) => {
      const locked = await lockShipment(tx, row.id);
      if (!locked) return null;
      const current = locked.status as ShipmentStatus;
      const next = shipmentStatusAfterReport(current, reported);
      const status = next ?? current;
      const polls = next ? 0 : locked.polls + 1;
      const nextPoll = nextTrackingPoll({
        status,
        bookedAt: (locked.bookedAt ?? locked.createdAt).getTime(),
        polls,
        now: now.getTime(),
      });
      const remittance =
        report.collectedKurus != null && locked.remittanceAmount == null && locked.codAmount
          ? { remittanceAmount: report.collectedKurus, remittanceReportedAt: now }
          : {};
      const set = {
        trackingCode: report.trackingNumber ?? locked.trackingCode,
        trackingUrl: report.trackingUrl ?? locked.trackingUrl,
        carrierStatusCode: report.statusCode,
        carrierStatusText: report.statusText || locked.carrierStatusText,
        lastPolledAt: now,
        polls,
        nextPollAt: nextPoll === null ? null : new Date(nextPoll),
        lastError: null,
        ...remittance,
        ...(next && isShipmentWithCarrier(next) && !locked.pickedUpAt ? { pickedUpAt: now } : {}),
        ...(next === 'DELIVERED' ? { deliveredAt: now } : {}),
        ...(next && nextPoll === null ? { finishedAt: now } : {}),
      };
      if (remittance.remittanceAmount != null) {
        // Accounting sees what the carrier collected and owes the shop, on the order.
        await tx.insert(orderEvents).values({
          orderId: locked.orderId,
          action: 'cod-remittance',
          actor,
          data: {
            shipmentId: locked.id,
            carrier: locked.carrier,
            amount: remittance.remittanceAmount,
            codAmount: locked.codAmount,
          },
          message: `${carrierLabelOf(locked.carrier)} kapıda ödeme tahsilatını bildirdi; kargo firmasının ödeyeceği tutar kaydedildi.`,
          at: now,
        });
      }
      if (!next) {
        const [updated] = await tx
          .update(shipments)
          .set({ ...set, updatedAt: now })
          .where(eq(shipments.id, locked.id))
          .returning();
        return { row: updated!, changed: false };
      }
      const moved = await moveShipment(
        tx,
        locked,
        next,
        {
          actor,
          at: now,
          carrierStatusText: report.statusText || null,
          note:
            next === 'NEEDS_ATTENTION'
              ? `Kargo firmasının bildirdiği durum anlaşılamadı (${report.statusCode ?? '—'}).`
              : null,
        },
        set,
      );
      return { row: moved, changed: true };
    });
    if (!applied) return false;
    if (applied.row.direction === 'OUTGOING') await this.carryToOrder(applied.row, actor);
    return applied.changed;
  }

  /** The order follows its parcel through the orders module's own operations. */
  private async carryToOrder(row: ShipmentRow, actor: string): Promise<void> {
    const status = row.status as ShipmentStatus;
    const [order] = await this.deps.db
      .select({
        id: orders.id,
        orderStatus: orders.orderStatus,
        orderNumber: orders.orderNumber,
        orderPhone: orders.orderPhone,
      })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (!order) return;
    const ops = this.deps.orderOperations;
    const by = { actor, ip: '127.0.0.1' };
    const code = row.trackingCode ?? row.shipmentKey;
    try {
      if (
        isShipmentWithCarrier(status) &&
        (order.orderStatus === 'PACKED' || order.orderStatus === 'UNDELIVERED')
      ) {
        await setTrackingCode(
          ops,
          { orderId: order.id, by, idempotencyKey: `shipment-${row.id}-shipped` },
          { trackingCode: code },
        );
        order.orderStatus = 'SHIPPED';
      }
      if (isShipmentWithCarrier(status)) await this.notifyOnce(row, order);
      if (status === 'DELIVERED' && order.orderStatus === 'SHIPPED') {
        await setDelivered(ops, {
          orderId: order.id,
          by,
          idempotencyKey: `shipment-${row.id}-delivered`,
        });
      }
      if (status === 'RETURNED' && order.orderStatus === 'SHIPPED') {
        await setUndelivered(
          ops,
          { orderId: order.id, by, idempotencyKey: `shipment-${row.id}-returned` },
          { reason: `${carrierLabelOf(row.carrier)}: ${SHIPMENT_STATUS_LABELS.RETURNED}` },
        );
      }
    } catch (error) {
      // The parcel's own record stands; the order's mismatch is shown to staff.
      const message = error instanceof Error ? error.message : 'Sipariş güncellenemedi.';
      this.deps.log?.warn({ err: error, shipmentId: row.id }, 'order did not follow its parcel');
      await this.deps.db
        .update(shipments)
        .set({ lastError: `Sipariş güncellenemedi: ${message}`.slice(0, 500) })
        .where(eq(shipments.id, row.id));
    }
  }

  /** The shopper's "on its way" SMS with the tracking link: once per parcel, at the first scan. */
  private async notifyOnce(
    row: ShipmentRow,
    order: { id: string; orderNumber: string; orderPhone: string },
  ): Promise<void> {
    const now = this.deps.now();
    const [claimed] = await this.deps.db
      .update(shipments)
      .set({ customerNotifiedAt: now })
      .where(and(eq(shipments.id, row.id), isNull(shipments.customerNotifiedAt)))
      .returning({ id: shipments.id });
    if (!claimed) return;
    const link = row.trackingUrl ?? orderPageUrl(this.deps.publicUrl, order);
    const code = row.trackingCode ?? row.shipmentKey;
    const text = `Çarşı: ${order.orderNumber} numaralı siparişiniz ${carrierLabelOf(row.carrier)} ile yola çıktı. Takip kodu: ${code}. Kargo takibi: ${link}`;
    try {
      await queueSms(
        this.deps.jobs,
        order.orderPhone,
        text,
        'shipment-picked-up',
        `shipment-picked-up-${row.id}`,
      );
    } catch (error) {
      this.deps.log?.error({ err: error, shipmentId: row.id }, 'queueing the shipment SMS failed');
    }
  }
}
