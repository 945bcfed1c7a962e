import { z } from 'zod';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { kurus, pageNumberQuery, paging } from './common';
import { orderIdParam } from './orders';

/** What a customer may ask about an order; the admin screens sort requests by these. */
export const SUPPORT_TOPICS = [
  'WHERE_IS_MY_ORDER',
  'ADDRESS_OR_INVOICE_CHANGE',
  'CANCELLATION',
  'RETURN_OR_EXCHANGE',
  'PRODUCT_PROBLEM',
  'OTHER',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  WHERE_IS_MY_ORDER: 'Siparişim nerede?',
  ADDRESS_OR_INVOICE_CHANGE: 'Adres/fatura değişikliği',
  CANCELLATION: 'İptal talebi',
  RETURN_OR_EXCHANGE: 'İade/değişim',
  PRODUCT_PROBLEM: 'Ürünle ilgili sorun',
  OTHER: 'Diğer',
};

/** OPEN until the shop answers; CLOSED once the matter is settled. */
export const SUPPORT_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  OPEN: 'Açık',
  ANSWERED: 'Yanıtlandı',
  CLOSED: 'Kapandı',
};

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_REQUESTS_PER_PAGE = 10;

export const createSupportRequestBody = z
  .object({
    orderId: orderIdParam,
    topic: z.enum(SUPPORT_TOPICS, 'Bir konu seçin.'),
    message: multiline(
      z
        .string('Mesajınızı yazın.')
        .trim()
        .min(SUPPORT_MESSAGE_MIN, `Mesajınız en az ${SUPPORT_MESSAGE_MIN} karakter olmalı.`)
        .max(SUPPORT_MESSAGE_MAX, `Mesajınız en çok ${SUPPORT_MESSAGE_MAX} karakter olabilir.`),
    ),
    contactPhone: z
      .string()
      .trim()
      .max(30, 'Geçerli bir cep telefonu numarası girin.')
      .optional()
      .describe("Turkish mobile to call back on; the order's phone when left out"),
  })
  .strict();
export type CreateSupportRequestBody = z.infer<typeof createSupportRequestBody>;

export const supportRequestItem = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  supportIndex: z.number().int().describe("1, 2, … within the order: the request's number"),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  contactPhone: z.string().describe('E.164'),
  status: z.enum(SUPPORT_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportRequestItem = z.infer<typeof supportRequestItem>;

/** The few order facts the customer-service pages show beside the requests. */
export const supportOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  totalPrice: kurus,
  orderTime: z.string(),
});
export type SupportOrder = z.infer<typeof supportOrder>;

export const orderSupportResponse = z.object({
  order: supportOrder,
  requests: z.array(supportRequestItem),
});
export type OrderSupportResponse = z.infer<typeof orderSupportResponse>;

export const mySupportRequestsResponse = z.object({
  ...paging,
  count: z.number().int(),
  requests: z.array(supportRequestItem),
});
export type MySupportRequestsResponse = z.infer<typeof mySupportRequestsResponse>;

export const createSupportRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/support/requests',
  summary:
    "Asks customer service about an order the caller may see: the signed-in customer's own order, or a guest order by its unguessable id. Another person's order answers 404. Rate-limited per visitor and per phone.",
  tag: 'support',
  auth: 'public',
  body: createSupportRequestBody,
  response: z.object({ request: supportRequestItem }),
});

export const orderSupportRoute = defineRoute({
  method: 'GET',
  path: '/api/support/orders/:id',
  summary: 'An order the caller may see, with its customer-service requests (oldest first)',
  tag: 'support',
  auth: 'public',
  params: z.object({ id: orderIdParam }).strict(),
  response: orderSupportResponse,
});

export const mySupportRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/support/requests',
  summary: "The signed-in customer's customer-service requests, newest first, paged",
  tag: 'support',
  auth: 'customer',
  query: z.object({ pageNumber: pageNumberQuery }).strict(),
  response: mySupportRequestsResponse,
});

export const supportRoutes = [
  createSupportRequestRoute,
  orderSupportRoute,
  mySupportRequestsRoute,
] as const;
