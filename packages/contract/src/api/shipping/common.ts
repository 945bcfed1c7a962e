import { COD_KINDS, SHIPMENT_STATUSES } from '@carsi/domain';
import { z } from 'zod';
import { kurus } from '../common';

// Shipping's shared vocabulary: carrier codes and labels, statuses, reasons, the shipment views.

export const CARRIER_CODES = ['ups', 'yurtici'] as const;
export type CarrierCodeValue = (typeof CARRIER_CODES)[number];
export const CARRIER_LABELS: Readonly<Record<CarrierCodeValue, string>> = {
  ups: 'UPS Kargo',
  yurtici: 'Yurtiçi Kargo',
};

export const SHIPMENT_STATUS_VALUES = SHIPMENT_STATUSES;

/** Why a parcel goes with its carrier. */
export const CARRIER_REASONS = ['MAIN', 'RURAL_LIST', 'CARRIER_REFUSED', 'STAFF'] as const;
export const CARRIER_REASON_LABELS: Readonly<Record<(typeof CARRIER_REASONS)[number], string>> = {
  MAIN: 'Ana kargo firması',
  RURAL_LIST: 'Mobil bölge listesi',
  CARRIER_REFUSED: 'Ana kargo firması adresi kabul etmedi',
  STAFF: 'Personel seçimi',
};

/** Shipment ids are random 22-character tokens, like order ids. */
export const shipmentIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'Geçersiz gönderi numarası.');

export const shipmentEventView = z.object({
  at: z.string(),
  from: z.enum(SHIPMENT_STATUS_VALUES).nullable(),
  to: z.enum(SHIPMENT_STATUS_VALUES),
  toLabel: z.string(),
  actor: z.string(),
  carrierStatusText: z.string().nullable(),
  note: z.string().nullable(),
});

export const shipmentView = z.object({
  id: z.string(),
  key: z.string().describe('Our shipment key (the carrier’s cargoKey / reference)'),
  orderId: z.string(),
  orderNumber: z.string(),
  direction: z.enum(['OUTGOING', 'RETURN']),
  carrier: z.enum(CARRIER_CODES),
  carrierLabel: z.string(),
  carrierReason: z.enum(CARRIER_REASONS),
  status: z.enum(SHIPMENT_STATUS_VALUES),
  statusLabel: z.string(),
  trackingCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  carrierStatusText: z.string().nullable(),
  pieces: z.number().int(),
  desi: z.number().int(),
  kg: z.number().int(),
  codAmount: kurus.nullable(),
  codKind: z.enum(COD_KINDS).nullable(),
  remittanceAmount: kurus.nullable(),
  returnCode: z.string().nullable(),
  returnLabelUrl: z.string().nullable(),
  lastError: z.string().nullable(),
  cancellable: z.boolean(),
  labelPrintable: z.boolean(),
  open: z.boolean().describe('Not finished: the carrier can still be asked about it'),
  createdAt: z.string(),
  bookedAt: z.string().nullable(),
  lastPolledAt: z.string().nullable(),
  nextPollAt: z.string().nullable(),
});
export type ShipmentView = z.infer<typeof shipmentView>;

export const shipmentDetail = shipmentView.extend({ events: z.array(shipmentEventView) });
export type ShipmentDetail = z.infer<typeof shipmentDetail>;
