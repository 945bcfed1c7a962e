import type { ShipmentView } from '@carsi/contract';
import {
  nextTrackingPoll,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
  shipmentStatusMachine,
} from '@carsi/domain';
import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders, returns, shipments } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { defineQueue, type JobQueue } from '../../jobs';
import { queueSms } from '../notifications';
import { turkeyDateParts } from '../orders';
import type { CarrierDirectory } from './carrier-directory';
import {
  type Carrier,
  type CarrierCode,
  CarrierError,
  carrierErrorToAppError,
} from './carriers/carrier';
import { isUniqueViolation, newReturnCode, newShipmentId, newShipmentKey } from './ids';
import { carriersOff } from './operations/carrier-choice';
import { readReturnAddress } from './settings';
import {
  insertRequestedShipment,
  lockShipment,
  moveShipment,
  type ShipmentRow,
  toShipmentView,
} from './shipment-store';
import { carrierLabelOf } from './shipping-service';

/** A return code is valid this long: the customer has two weeks to hand the parcel in. */
const RETURN_CODE_DAYS = 14;

/** An approved return's parcel (code or label), made and texted right after the approval. */
export const returnShipmentQueue = defineQueue<{ returnId: string }>({
  name: 'return-shipment',
  retryLimit: 5,
  retryDelaySeconds: 60,
});

/** Who made a return parcel queued at approval (its history names this). */
export const RETURN_APPROVAL_ACTOR = 'system:return-approval';

const RETURNABLE_STATUSES = ['APPROVED', 'IN_TRANSIT'];
const RECEIVED_STATUSES = ['RECEIVED', 'REFUNDED'];

export interface ReturnShipmentDeps {
  db: Database;
  carriers: CarrierDirectory;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
  log?: FastifyBaseLogger;
}

/**
 * Return parcels: an approved return gets the carrier's return code (Yurtiçi: the customer quotes
 * it at any branch) or a return label (UPS), texted to the customer and shown on
 * /iade-bilgileri/{id}. The parcel is tracked like an outgoing one; the warehouse's "received"
 * on the return still closes it.
 */
export class ReturnShipments {
  constructor(private readonly deps: ReturnShipmentDeps) {}

  /** The carrier for a return: the one that brought the order, when it takes returns. */
  private async carrierFor(orderId: string): Promise<Carrier> {
    const { carriers } = this.deps;
    const [outgoing] = await this.deps.db
      .select({ carrier: shipments.carrier })
      .from(shipments)
      .where(
        and(
          eq(shipments.orderId, orderId),
          eq(shipments.direction, 'OUTGOING'),
          ne(shipments.status, 'CANCELLED'),
        ),
      );
    // A return code first (the customer walks into any branch, nothing to print), then the
    // carrier that brought the order, then any carrier that takes returns.
    const candidates: CarrierCode[] = [
      ...carriers.codes.filter((c) => carriers.carrier(c).capabilities.returns === 'code'),
      ...(outgoing ? [outgoing.carrier as CarrierCode] : []),
      ...carriers.codes,
    ];
    // A carrier staff switched off takes no new parcels, returns included.
    const off = await carriersOff(this.deps);
    for (const code of candidates.filter((c) => !off.has(c))) {
      const carrier = carriers.carrier(code);
      if (carrier.capabilities.returns !== 'none') return carrier;
    }
    throw new AppError(
      422,
      'CARRIER_NO_RETURNS',
      'Açık kargo firmalarının hiçbiri iade gönderisi açmıyor; kargo ayarlarından birini açın.',
    );
  }

  /**
   * Called when a return is approved: queues its parcel, so the shopper gets the code or label by
   * SMS within seconds rather than at the next tracking sweep. Never throws (the approval stands);
   * a failed send is logged and the sweep still makes the parcel.
   */
  async queueFor(returnId: string): Promise<void> {
    try {
      await this.deps.jobs.send(
        returnShipmentQueue,
        { returnId },
        { singletonKey: `return-shipment-${returnId}` },
      );
    } catch (error) {
      this.deps.log?.error(
        { err: error, returnId },
        'queueing the return parcel at approval failed; the tracking sweep will make it',
      );
    }
  }

  /**
   * Runs the approval's parcel jobs. A carrier that cannot be reached (5xx) is retried by the
   * queue; a refusal a retry cannot change (no return address, return cancelled meanwhile) is
   * logged with its reason and left to staff and the sweep.
   */
  async work(): Promise<void> {
    await this.deps.jobs.work(returnShipmentQueue, async ({ data }) => {
      try {
        await this.createFor(data.returnId, RETURN_APPROVAL_ACTOR);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        this.deps.log?.warn(
          { err: error, returnId: data.returnId, code: error.code },
          'return parcel not made at approval',
        );
      }
    });
  }

  /** Creates (or returns the existing) return code / label of an approved return. */
  async createFor(returnId: string, actor: string): Promise<ShipmentView> {
    const { db } = this.deps;
    const [ret] = await db.select().from(returns).where(eq(returns.id, returnId));
    if (!ret) throw notFound('İade bulunamadı.');
    const [existing] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.returnId, returnId), ne(shipments.status, 'CANCELLED')));
    const [order] = await db.select().from(orders).where(eq(orders.id, ret.orderId));
    if (!order) throw notFound('Sipariş bulunamadı.');
    if (existing && existing.status !== 'REQUESTED')
      return toShipmentView(existing, order.orderNumber);
    if (!existing && !RETURNABLE_STATUSES.includes(ret.status))
      throw new AppError(
        409,
        'RETURN_NOT_APPROVED',
        'Yalnızca onaylanmış iade için kargo kodu oluşturulur.',
      );

    const carrier = await this.carrierFor(order.id);
    // A return label is addressed to the shop: without the address nothing is booked.
    const returnTo = carrier.capabilities.returns === 'label' ? await readReturnAddress(db) : null;
    if (carrier.capabilities.returns === 'label' && !returnTo)
      throw new AppError(
        422,
        'RETURN_ADDRESS_MISSING',
        `${carrierLabelOf(carrier.code)} iade etiketi için mağazanın iade adresi eksik. Yönetim › Kargo ayarları sayfasındaki “İade adresi” bölümünde firma adı, telefon, açık adres, il ve ilçeyi doldurun.`,
      );
    const now = this.deps.now();
    let row: ShipmentRow;
    if (existing) row = existing;
    else {
      try {
        row = await db.transaction((tx) =>
          insertRequestedShipment(
            tx,
            {
              id: newShipmentId(),
              shipmentKey: newShipmentKey(turkeyDateParts(now)),
              orderId: order.id,
              returnId,
              direction: 'RETURN',
              carrier: carrier.code,
              carrierReason: 'MAIN',
              pieces: Math.max(
                1,
                ret.lines.reduce((n, l) => n + l.qty, 0),
              ),
              desi: 1,
              kg: 1,
              desiDivisor: 3000,
              createdBy: actor,
            },
            { actor, at: now, note: `İade ${ret.code}` },
          ),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'shipments_one_live_return'))
          return this.createFor(returnId, actor);
        throw error;
      }
    }

    const contact = order.deliveryContact;
    try {
      let set: Partial<typeof shipments.$inferInsert>;
      let carrierText: string | null = null;
      if (carrier.capabilities.returns === 'code' && carrier.createReturnCode) {
        // The code is stored before the call, like a key: a retry (or the approval's job and a
        // staff click at once) quotes the same code, the first one written.
        if (!row.returnCode)
          await db
            .update(shipments)
            .set({ returnCode: newReturnCode() })
            .where(and(eq(shipments.id, row.id), isNull(shipments.returnCode)));
        const [stored] = await db
          .select({ returnCode: shipments.returnCode })
          .from(shipments)
          .where(eq(shipments.id, row.id));
        const code = stored!.returnCode!;
        const validUntil = new Date(now.getTime() + RETURN_CODE_DAYS * 24 * 60 * 60_000);
        const made = await carrier.createReturnCode({
          code,
          validFrom: now,
          validUntil,
          maxCount: 1,
        });
        set = {
          returnCode: made.code,
          returnCodeValidUntil: made.validUntil,
          trackingCode: made.code,
        };
      } else if (carrier.createReturnLabel && returnTo) {
        const made = await carrier.createReturnLabel({
          key: row.shipmentKey,
          orderNumber: order.orderNumber,
          customer: {
            name: `${contact.firstName} ${contact.lastName}`,
            addressLine: order.shippingAddress.address,
            province: order.shippingAddress.province,
            district: order.shippingAddress.district,
            phone: (contact.phone || order.orderPhone).replace(/\D/g, '').slice(-10),
          },
          returnTo,
          pieces: [{ lengthCm: 30, widthCm: 20, heightCm: 10, weightGrams: 1000, desi: 2 }],
          contents: 'İade: ev tekstili',
        });
        carrierText = made.shipment.statusText || null;
        set = {
          trackingCode: made.shipment.trackingNumber,
          trackingUrl: made.shipment.trackingUrl,
          returnLabelUrl: made.labelUrl,
        };
      } else {
        throw new AppError(
          422,
          'CARRIER_NO_RETURNS',
          `${carrierLabelOf(carrier.code)} iade gönderisi açmıyor.`,
        );
      }
      const next = nextTrackingPoll({
        status: 'CREATED',
        bookedAt: now.getTime(),
        polls: 0,
        now: now.getTime(),
      });
      const created = await db.transaction(async (tx) => {
        const locked = await lockShipment(tx, row.id);
        if (locked?.status !== 'REQUESTED') return { row: locked ?? row, moved: false };
        const moved = await moveShipment(
          tx,
          locked,
          'CREATED',
          { actor, at: now, carrierStatusText: carrierText },
          {
            ...set,
            bookedAt: now,
            lastError: null,
            nextPollAt: next === null ? null : new Date(next),
          },
        );
        return { row: moved, moved: true };
      });
      // Texted once: by the call that moved the parcel on, not by one that found it done.
      if (created.moved) await this.notify(created.row, ret, order);
      return toShipmentView(created.row, order.orderNumber);
    } catch (error) {
      if (error instanceof CarrierError) {
        // Another call (the approval's job, a click, the sweep) may have made it meanwhile.
        const [current] = await db.select().from(shipments).where(eq(shipments.id, row.id));
        if (current && current.status !== 'REQUESTED' && current.status !== 'CANCELLED')
          return toShipmentView(current, order.orderNumber);
        await db
          .update(shipments)
          .set({ lastError: error.message, nextPollAt: new Date(now.getTime() + 15 * 60_000) })
          .where(eq(shipments.id, row.id));
        throw carrierErrorToAppError(error);
      }
      throw error;
    }
  }

  private async notify(
    row: ShipmentRow,
    ret: typeof returns.$inferSelect,
    order: typeof orders.$inferSelect,
  ): Promise<void> {
    const page = `${this.deps.publicUrl}/iade-bilgileri/${encodeURIComponent(ret.id)}`;
    const carrier = carrierLabelOf(row.carrier);
    const text = row.returnCode
      ? `Çarşı: ${order.orderNumber} siparişinizin iadesi için ${carrier} iade kodunuz: ${row.returnCode}. Paketinizi bu kodla herhangi bir ${carrier} şubesine ücretsiz teslim edebilirsiniz. Ayrıntılar: ${page}`
      : `Çarşı: ${order.orderNumber} siparişinizin iadesi için ${carrier} iade etiketiniz hazır${row.returnLabelUrl ? `: ${row.returnLabelUrl}` : ''}. Ayrıntılar: ${page}`;
    try {
      await queueSms(
        this.deps.jobs,
        order.orderPhone,
        text,
        'return-shipment',
        `return-shipment-${row.id}`,
      );
    } catch (error) {
      this.deps.log?.error(
        { err: error, shipmentId: row.id },
        'queueing the return code SMS failed',
      );
    }
  }

  /** The shopper's view on /iade-bilgileri/{id}. */
  async info(returnId: string) {
    const [row] = await this.deps.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.returnId, returnId), ne(shipments.status, 'CANCELLED')));
    if (!row || row.status === 'REQUESTED') return { shipment: null };
    const status = row.status as ShipmentStatus;
    return {
      shipment: {
        carrier: row.carrier as CarrierCode,
        carrierLabel: carrierLabelOf(row.carrier),
        returnCode: row.returnCode,
        returnCodeValidUntil: row.returnCodeValidUntil?.toISOString() ?? null,
        returnLabelUrl: row.returnLabelUrl,
        trackingCode: row.trackingCode,
        status,
        statusLabel: SHIPMENT_STATUS_LABELS[status],
      },
    };
  }

  /**
   * Run with the tracking job: approved returns without a return parcel get one (a carrier that
   * was down is tried again), and open return parcels whose return the warehouse received are
   * closed as delivered.
   */
  async sweep(actor: string, limit = 50): Promise<{ created: number; closed: number }> {
    const { db } = this.deps;
    const pending = await db
      .select({ id: returns.id })
      .from(returns)
      .where(
        and(
          eq(returns.status, 'APPROVED'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(shipments)
              .where(
                and(
                  eq(shipments.returnId, returns.id),
                  ne(shipments.status, 'CANCELLED'),
                  ne(shipments.status, 'REQUESTED'),
                ),
              ),
          ),
        ),
      )
      .limit(limit);
    let created = 0;
    for (const { id } of pending) {
      try {
        await this.createFor(id, actor);
        created++;
      } catch (error) {
        this.deps.log?.warn({ err: error, returnId: id }, 'return parcel could not be created');
      }
    }
    const received = await db
      .select({ shipment: shipments })
      .from(shipments)
      .innerJoin(returns, eq(returns.id, shipments.returnId))
      .where(
        and(
          eq(shipments.direction, 'RETURN'),
          inArray(shipments.status, ['CREATED', 'PICKED_UP', 'IN_TRANSIT', 'NEEDS_ATTENTION']),
          inArray(returns.status, RECEIVED_STATUSES),
          isNull(shipments.finishedAt),
        ),
      )
      .limit(500);
    let closed = 0;
    for (const { shipment } of received) {
      const now = this.deps.now();
      await db.transaction(async (tx) => {
        const locked = await lockShipment(tx, shipment.id);
        if (
          !locked ||
          !shipmentStatusMachine.canTransition(locked.status as ShipmentStatus, 'DELIVERED')
        )
          return;
        await moveShipment(
          tx,
          locked,
          'DELIVERED',
          { actor, at: now, note: 'İade depoya alındı.' },
          { deliveredAt: now, finishedAt: now, nextPollAt: null },
        );
        closed++;
      });
    }
    return { created, closed };
  }
}
