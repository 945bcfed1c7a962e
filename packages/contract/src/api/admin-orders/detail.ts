import { ADMIN_ORDER_ACTIONS } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../../define';
import { kurus } from '../common';
import { orderItem } from '../orders';
import { idParams } from './fields';

export const adminOrderLine = orderItem.extend({
  index: z.number().int().describe('The line index actions name'),
  cancelledQty: z.number().int(),
  discount: kurus,
});

export const adminOrderDetail = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderTime: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  customerId: z.string().nullable(),
  orderPhone: z.string(),
  lines: z.array(adminOrderLine),
  itemsPrice: kurus,
  taxPrice: kurus,
  shippingPrice: kurus,
  cashOnDeliveryFee: kurus,
  discountTotal: kurus,
  totalPrice: kurus,
  vatByRate: z.array(z.object({ rate: z.number().int(), net: kurus, vat: kurus })),
  payment: z
    .object({
      paymentId: z.string().nullable(),
      conversationId: z.string().nullable(),
      paidPrice: kurus.nullable(),
      installment: z.number().int().nullable(),
      paidAt: z.string().nullable(),
      cardRefund: z
        .object({
          status: z.string(),
          amount: kurus,
          attempts: z.number().int(),
          lastError: z.string().nullable(),
        })
        .nullable(),
      lineRefunds: z.array(
        z.object({
          id: z.number().int(),
          basketItemId: z.string(),
          line: z.number().int().nullable(),
          qty: z.number().int(),
          amount: kurus,
          status: z.string(),
          lastError: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    })
    .nullable()
    .describe('null for a role that sees the delivery data only (access.ts orderPersonalDataFor)'),
  deliveryContact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string().describe('Masked for a role that sees the delivery data only'),
    ip: z.string().nullable().describe('null for a role that sees the delivery data only'),
  }),
  shippingAddress: z.object({
    country: z.string(),
    province: z.string(),
    district: z.string(),
    address: z.string(),
  }),
  individualInvoice: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      province: z.string(),
      district: z.string(),
      address: z.string(),
      identityNumber: z.string().nullable().describe('Masked except the last 2 digits'),
    })
    .nullable(),
  companyInvoice: z
    .object({
      title: z.string(),
      taxOffice: z.string(),
      taxNumber: z.string(),
      province: z.string(),
      district: z.string(),
      address: z.string(),
    })
    .nullable(),
  userAnalytics: z.record(z.string(), z.string()),
  printedAt: z.string().nullable(),
  packedAt: z.string().nullable(),
  trackingCode: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  staffNote: z.string().nullable(),
  converterAppeal: z
    .string()
    .nullable()
    .default(null)
    .describe("What brought the order: a landing campaign's appeal, 'grandupsell' for add-ons"),
  history: z.array(
    z.object({
      at: z.string(),
      actor: z.string().describe('`admin:<id>`, `customer:<id>`, `guest` or `system:<job>`'),
      actorName: z.string().describe("Who it was in words: the admin's current name"),
      action: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      reason: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.object({ at: z.string(), actor: z.string(), actorName: z.string(), note: z.string() }),
  ),
  allowedActions: z
    .array(z.enum(ADMIN_ORDER_ACTIONS))
    .describe(
      'What this admin may do to the order now: its status and payment allow it (the domain) and the role may (adminActionRoles)',
    ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminOrderDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/orders/:id',
  summary:
    'An order in full: lines, totals with VAT, payment and its provider records, contacts, invoice, history and notes',
  tag: 'admin',
  auth: 'admin',
  params: idParams,
  response: adminOrderDetail,
});
