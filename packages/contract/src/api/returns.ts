import {
  ADMIN_RETURN_ACTIONS,
  REFUND_REASONS,
  REFUND_STATUSES,
  type refundChannel,
} from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { kurus, paging } from './common';
import { listOf } from './lists';
import { orderIdParam } from './orders';

/** How a return's money goes back: to the card, or by bank transfer to the shopper's IBAN. */
const refundChannels = listOf<ReturnType<typeof refundChannel>>()(['card', 'bankTransfer']);
const refundStates = ['NONE', 'PENDING', 'DONE', 'FAILED'] as const;

// Easy returns (/kolay-iade-baslat, /iade-bilgileri/{id}), the shopper's refund calls
// (PUT /api/orders/refundiban, /cancelrefund) and the back office's returns screen
// (iade-onay-kodu-olustur). Money is kuruş.

/** The domain's lists, word for word (the shopper picks a reason; staff filter by status). */
export const REFUND_REASON_VALUES = REFUND_REASONS;
export const RETURN_STATUS_VALUES = REFUND_STATUSES;

/** Return ids are random 22-character tokens: /iade-bilgileri/{id} carries one. */
export const returnIdParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Geçersiz iade numarası.');

/** Photos: JPEG, PNG or WebP, at most this many bytes each (resized in the browser first). */
export const RETURN_PHOTO_MAX_BYTES = 700_000;
export const RETURN_PHOTOS_MAX = 4;
export const RETURN_NOTE_MAX = 1000;

const phoneInput = z.string().trim().min(1, 'Telefon numaranızı girin.').max(30);
const orderNumberInput = z
  .string()
  .trim()
  .regex(/^\d{6}-\d{5}$/, 'Sipariş numarasını 261121-48213 biçiminde girin.');

const returnLinesInput = z
  .array(
    z
      .object({
        index: z.number().int().min(0).max(199),
        qty: z.number().int('Adet tam sayı olmalı.').min(1, 'Adet en az 1 olmalı.').max(999),
      })
      .strict(),
  )
  .min(1, 'İade edilecek en az bir ürün seçin.')
  .max(50);

const reasonInput = z.enum(REFUND_REASON_VALUES, 'Listeden bir iade nedeni seçin.');
const noteInput = multiline(z.string().trim().max(RETURN_NOTE_MAX)).optional();
const ibanInput = z.string().trim().max(40);

export const returnableLine = z.object({
  index: z.number().int(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  image: z.string().nullable(),
  qty: z.number().int().describe('Units bought (after any partial cancel)'),
  returnableQty: z.number().int().describe('Units that may still be returned'),
  paid: kurus.describe('What the line cost the shopper'),
  returnUntil: z.string().nullable().describe('ISO: last moment of its refund guarantee'),
});

export const returnSummary = z.object({
  returnId: z.string(),
  code: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
  refundAmount: kurus,
  createdAt: z.string(),
});

export const returnableOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderTime: z.string(),
  deliveredAt: z.string().nullable(),
  refundChannel: z.enum(refundChannels),
  lines: z.array(returnableLine),
  returns: z.array(returnSummary),
  withdrawalUntil: z
    .string()
    .nullable()
    .describe('ISO: end of the 14 days after delivery in which a return needs no reason'),
  returnShipping: z.string().describe('The return carrier and who pays the carriage'),
});
export type ReturnableOrder = z.infer<typeof returnableOrder>;

export const returnView = z.object({
  returnId: z.string(),
  code: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
  statusLabel: z.string(),
  lines: z.array(
    z.object({ index: z.number().int(), name: z.string(), qty: z.number().int(), amount: kurus }),
  ),
  reason: z.string(),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  refundChannel: z.enum(refundChannels),
  refundAmount: kurus,
  refundState: z.enum(refundStates),
  iban: z.string().nullable().describe('Always masked: TR33 00** **** … 13 26'),
  instructions: z.string(),
  cancellable: z.boolean(),
  takesIban: z
    .boolean()
    .describe("Refunded by bank transfer and still open: the shopper's IBAN is taken"),
  awaitingParcel: z
    .boolean()
    .describe('Approved: the shopper packs the parcel and sends it (instructions)'),
  history: z.array(z.object({ status: z.string(), label: z.string(), at: z.string() })),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  withdrawal: z.boolean().describe('A withdrawal (cayma hakkı): no reason was needed'),
  legalRefundDueAt: z
    .string()
    .nullable()
    .describe('A withdrawal: the money is back by this instant (14 days after it reached us)'),
  returnShipping: z.string().describe('The return carrier and who pays the carriage'),
});
export type ReturnView = z.infer<typeof returnView>;

export const findReturnableOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/returns/lookup',
  summary:
    'Finds an order for an easy return by its short order number and delivery phone: its lines, what may still be returned until when, and its returns',
  tag: 'returns',
  auth: 'public',
  body: z.object({ orderNumber: orderNumberInput, phone: phoneInput }).strict(),
  response: returnableOrder,
});

export const startReturnBody = z
  .object({
    orderId: orderIdParam,
    phone: phoneInput.describe("The order's delivery phone (proves it is the shopper's order)"),
    lines: returnLinesInput,
    reason: reasonInput.optional().describe('Needed unless `withdrawal`'),
    withdrawal: z
      .boolean()
      .optional()
      .describe('Cayma hakkı: within 14 days of delivery, no reason needed'),
    note: noteInput,
    photos: z
      .array(z.string().regex(/^\/uploads\/returns\/[\w-]+\.(jpg|png|webp)$/))
      .max(RETURN_PHOTOS_MAX)
      .optional(),
    iban: ibanInput.optional().describe('For cash-on-delivery orders: where the money goes'),
  })
  .strict();
export type StartReturnBody = z.infer<typeof startReturnBody>;

export const startReturnRoute = defineRoute({
  method: 'POST',
  path: '/api/returns',
  summary:
    'Starts an easy return within the refund guarantee; answers with its return code (also sent by SMS). A repeat of the same request returns the first return.',
  tag: 'returns',
  auth: 'public',
  body: startReturnBody,
  response: returnView,
});

export const uploadReturnPhotoRoute = defineRoute({
  method: 'POST',
  path: '/api/returns/photos',
  summary: `A photo for the return being started on an order (JPEG, PNG or WebP, base64, at most ${RETURN_PHOTO_MAX_BYTES} bytes; at most ${RETURN_PHOTOS_MAX} per return). The order's delivery phone proves it is the shopper's; a photo no return names within a day is deleted. Answers with its path.`,
  tag: 'returns',
  auth: 'public',
  body: z
    .object({
      orderId: orderIdParam,
      phone: phoneInput.describe("The order's delivery phone, as for starting the return"),
      contentType: z.enum(
        ['image/jpeg', 'image/png', 'image/webp'],
        'Yalnızca fotoğraf yükleyebilirsiniz (JPEG, PNG veya WebP).',
      ),
      data: z
        .string()
        .max(Math.ceil((RETURN_PHOTO_MAX_BYTES * 4) / 3) + 4, 'Fotoğraf en çok 700 KB olabilir.'),
    })
    .strict(),
  response: z.object({ path: z.string() }),
});

export const returnInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/returns/:id',
  summary:
    'A return by its unguessable id (the /iade-bilgileri link): progress, lines, money; the IBAN masked',
  tag: 'returns',
  auth: 'public',
  params: z.object({ id: returnIdParam }).strict(),
  response: returnView,
});

export const refundIbanRoute = defineRoute({
  method: 'PUT',
  path: '/api/orders/refundiban',
  summary:
    "Sets the IBAN a cash-on-delivery order's open returns are refunded to (TR, mod-97 checked). Allowed to the order's owner, to whoever holds the return's link (`returnId`: only that return), or with the order's delivery phone; answers with the IBAN masked.",
  tag: 'orders',
  auth: 'public',
  body: z
    .object({
      orderId: orderIdParam,
      iban: ibanInput,
      returnId: returnIdParam
        .optional()
        .describe('The /iade-bilgileri link the refund SMS carries: proves the return'),
      phone: phoneInput
        .optional()
        .describe("The order's delivery phone, for a guest without the link"),
    })
    .strict(),
  response: z.object({ message: z.string(), iban: z.string(), returns: z.array(returnSummary) }),
});

export const cancelRefundRoute = defineRoute({
  method: 'PUT',
  path: '/api/orders/cancelrefund',
  summary:
    "Withdraws a return request while its parcel has not left (REQUESTED or APPROVED). The return's id is its /iade-bilgileri link: whoever holds it may withdraw it.",
  tag: 'orders',
  auth: 'public',
  body: z.object({ orderId: orderIdParam, returnId: returnIdParam }).strict(),
  response: returnView,
});

// ── Back office: iade-onay-kodu-olustur ────────────────────────────────────────────────────

export const adminReturnItem = z.object({
  returnId: z.string(),
  code: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  phone: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
  statusLabel: z.string(),
  reason: z.string(),
  units: z.number().int(),
  refundChannel: z.enum(refundChannels),
  refundAmount: kurus,
  refundState: z.enum(refundStates),
  hasIban: z.boolean(),
  iban: z.string().nullable().describe('Masked; GET /api/admin/returns/:id/iban shows it in full'),
  refundable: z
    .boolean()
    .describe('Whether the money may be sent now (received, not yet refunding, IBAN known)'),
  allowedActions: z
    .array(z.enum(ADMIN_RETURN_ACTIONS))
    .describe(
      "What this admin may do to the return now: its status allows it and the admin's role may",
    ),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  refundDueAt: z
    .string()
    .nullable()
    .describe('Card refunds: 24 hours after the parcel reached the warehouse'),
  refundedAt: z.string().nullable(),
  withdrawal: z.boolean(),
  legalRefundDueAt: z
    .string()
    .nullable()
    .describe('A withdrawal: the legal refund deadline, 14 days after it reached us'),
  legalRefundState: z
    .enum(['ok', 'warn', 'late'])
    .nullable()
    .describe('An open withdrawal: warn from day 10, late after day 14; null once paid or closed'),
});
export type AdminReturnItem = z.infer<typeof adminReturnItem>;

export const ADMIN_RETURNS_PER_PAGE = 20;
export const ADMIN_RETURN_SORTS = [
  'createdAt',
  '-createdAt',
  'refundAmount',
  '-refundAmount',
  'legalRefundDueAt',
  '-legalRefundDueAt',
] as const;

export const adminListReturnsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/returns',
  summary: 'Returns, newest first; search by return code, order number, phone or name; paged (20)',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      q: z.string().trim().max(100).optional(),
      durum: z.enum(RETURN_STATUS_VALUES).optional(),
      sirala: z.enum(ADMIN_RETURN_SORTS).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    })
    .strict(),
  response: z.object({ returns: z.array(adminReturnItem), total: z.number().int(), ...paging }),
});

export const adminReturnableOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/returns/order/:orderNumber',
  summary:
    'An order by its short number with what may still be returned (to create a code by hand)',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ orderNumber: orderNumberInput }).strict(),
  response: returnableOrder,
});

export const adminCreateReturnRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/returns',
  summary:
    'Creates an approved return and its code by hand (returns.create); the guarantee period may be waived, quantities may not',
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      orderNumber: orderNumberInput,
      lines: returnLinesInput,
      reason: reasonInput,
      note: noteInput,
      iban: ibanInput.optional(),
    })
    .strict(),
  response: z.object({ message: z.string(), return: returnView }),
});

const adminReturnParams = z.object({ id: returnIdParam }).strict();

export const adminReceiveReturnRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/returns/:id/receive',
  summary:
    'The parcel reached the warehouse (returns.receive): starts the 24-hour card refund clock',
  tag: 'admin',
  auth: 'admin',
  params: adminReturnParams,
  response: z.object({ message: z.string(), return: returnView }),
});

export const adminRefundReturnRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/returns/:id/refund',
  summary:
    'Sends the money back (refunds.issue): a card refund per line through iyzico as a job, or — cash on delivery — marks the IBAN transfer done. Twice → 409.',
  tag: 'admin',
  auth: 'admin',
  params: adminReturnParams,
  response: z.object({ message: z.string(), return: returnView }),
});

export const adminReturnIbanRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/returns/:id/iban',
  summary:
    "The full IBAN of a bank-transfer return, for the accountant making the transfer (refunds.issue: accounting and the owner); each view is recorded in the order's history",
  tag: 'admin',
  auth: 'admin',
  params: adminReturnParams,
  response: z.object({ iban: z.string() }),
});

export const returnRoutes = [
  findReturnableOrderRoute,
  startReturnRoute,
  uploadReturnPhotoRoute,
  returnInfoRoute,
  refundIbanRoute,
  cancelRefundRoute,
  adminListReturnsRoute,
  adminReturnableOrderRoute,
  adminCreateReturnRoute,
  adminReceiveReturnRoute,
  adminRefundReturnRoute,
  adminReturnIbanRoute,
] as const;
