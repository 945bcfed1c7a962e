import {
  type CodKind,
  formatTrPhone,
  isShipmentLabelPrintable,
  type ShipmentStatus,
  turkeyDateTime,
} from '@carsi/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, shipments } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import type { CarrierDirectory } from '../carrier-directory';
import type { CarrierCode } from '../carriers/carrier';
import type { ShipmentRow } from '../shipment-store';
import { carrierLabelOf } from '../shipping-service';
import { type LabelData, labelsPdf, labelZpl } from './label';

export type LabelFormat = 'pdf' | 'zpl';

export interface LabelFile {
  body: Buffer;
  contentType: string;
  fileName: string;
  count: number;
}

const TURKEY_OFFSET_MS = 3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const unprintable = (status: ShipmentStatus) =>
  new AppError(
    409,
    'SHIPMENT_LABEL_UNAVAILABLE',
    status === 'CANCELLED'
      ? 'İptal edilmiş gönderinin etiketi basılamaz.'
      : status === 'REQUESTED'
        ? 'Kargo kaydı henüz tamamlanmadı; etiket kayıt tamamlanınca basılabilir.'
        : 'Bu gönderinin etiketi artık basılamaz.',
  );

/** Labels: our A6 PDF for every carrier, and ZPL (the carrier's own where it gave one). */
export class LabelService {
  constructor(
    private readonly db: Database,
    private readonly carriers: CarrierDirectory,
    private readonly now: () => Date,
    private readonly sender: { name: string; line: string },
  ) {}

  /** One parcel's label; a cancelled or unfinished booking is refused (409). */
  async one(id: string, format: LabelFormat): Promise<LabelFile> {
    const [row] = await this.db.select().from(shipments).where(eq(shipments.id, id));
    if (!row) throw notFound('Gönderi bulunamadı.');
    if (!isShipmentLabelPrintable(row.status as ShipmentStatus))
      throw unprintable(row.status as ShipmentStatus);
    return this.render([row], format, `etiket-${row.shipmentKey}`);
  }

  /**
   * Many labels in one file: the given parcels, or every printable parcel booked today (the
   * day's packing list). Parcels that cannot be printed are left out; none at all is a 409.
   */
  async batch(ids: readonly string[] | null, format: LabelFormat): Promise<LabelFile> {
    const now = this.now().getTime();
    const dayStart = new Date(
      Math.floor((now + TURKEY_OFFSET_MS) / DAY_MS) * DAY_MS - TURKEY_OFFSET_MS,
    );
    const rows = await this.db
      .select()
      .from(shipments)
      .where(
        ids
          ? inArray(shipments.id, [...ids])
          : and(eq(shipments.direction, 'OUTGOING'), gte(shipments.bookedAt, dayStart)),
      )
      .orderBy(asc(shipments.bookedAt), asc(shipments.createdAt));
    const printable = rows.filter((r) => isShipmentLabelPrintable(r.status as ShipmentStatus));
    if (printable.length === 0)
      throw new AppError(409, 'SHIPMENT_LABEL_UNAVAILABLE', 'Basılabilecek kargo etiketi yok.');
    return this.render(printable, format, 'kargo-etiketleri');
  }

  private async render(rows: ShipmentRow[], format: LabelFormat, name: string): Promise<LabelFile> {
    const orderRows = await this.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]));
    const orderOf = new Map(orderRows.map((o) => [o.id, o]));
    const date = (() => {
      const t = turkeyDateTime(this.now().getTime());
      return `${String(t.day).padStart(2, '0')}.${String(t.month).padStart(2, '0')}.${t.year}`;
    })();
    const labels: LabelData[] = rows.map((row) => {
      const order = orderOf.get(row.orderId)!;
      const carrier = this.carriers.carrier(row.carrier as CarrierCode);
      const byKey = carrier.capabilities.ownLabelBarcode === 'shipment_key' || !row.trackingCode;
      return {
        carrierLabel: carrierLabelOf(row.carrier),
        barcode: byKey ? row.shipmentKey : row.trackingCode!,
        branchPrints: carrier.capabilities.labelFormats.length === 0,
        orderNumber: order.orderNumber,
        shipmentKey: row.shipmentKey,
        trackingCode: row.trackingCode,
        recipient: {
          name: `${order.deliveryContact.firstName} ${order.deliveryContact.lastName}`,
          phone: formatTrPhone(order.deliveryContact.phone || order.orderPhone),
          address: order.shippingAddress.address,
          district: order.shippingAddress.district,
          province: order.shippingAddress.province,
        },
        sender: this.sender,
        pieces: row.pieces,
        desi: row.desi,
        kg: row.kg,
        cod: row.codAmount
          ? { amount: row.codAmount, kind: (row.codKind ?? 'CASH') as CodKind }
          : null,
        date,
      };
    });
    await this.db
      .update(shipments)
      .set({ labelPrintedAt: this.now() })
      .where(
        inArray(
          shipments.id,
          rows.map((r) => r.id),
        ),
      );
    if (format === 'zpl') {
      const body = rows.map((row, i) => row.carrierZpl ?? labelZpl(labels[i]!)).join('\n');
      return {
        body: Buffer.from(body, 'utf8'),
        contentType: 'text/plain; charset=utf-8',
        fileName: `${name}.zpl`,
        count: rows.length,
      };
    }
    return {
      body: labelsPdf(labels),
      contentType: 'application/pdf',
      fileName: `${name}.pdf`,
      count: rows.length,
    };
  }
}
