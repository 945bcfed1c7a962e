import { z } from 'zod';
import { defineRoute } from '../define';
import { kurus } from './common';
import { orderIdParam } from './orders';

/** Card data goes straight to iyzico; it is never stored or logged. */
export const paymentCardInput = z
  .object({
    holderName: z.string().trim().min(3, 'Kart üzerindeki ismi girin.').max(60),
    number: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{15,19}$/, 'Kart numarası 15–19 rakam olmalı.')),
    expireMonth: z.string().regex(/^(0[1-9]|1[0-2])$/, 'Ay 01–12 olmalı.'),
    expireYear: z.string().regex(/^20\d{2}$/, 'Yıl dört haneli olmalı (ör. 2030).'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Güvenlik kodu 3 veya 4 rakam olmalı.'),
  })
  .strict();

/**
 * A retail order id, or a wholesale order's UUID: with the wholesale token the same two calls
 * pay a wholesale order.
 */
const WHOLESALE_ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isWholesaleOrderId = (id: string): boolean => WHOLESALE_ORDER_ID.test(id);
const payableOrderId = z
  .string()
  .refine(
    (id) => orderIdParam.safeParse(id).success || isWholesaleOrderId(id),
    'Geçersiz sipariş numarası.',
  );

export const installmentPlanRoute = defineRoute({
  method: 'POST',
  path: '/api/iyzico/getInstallmentPlan',
  summary: "Instalment options for a card's BIN on an unpaid order (up to 3 without interest)",
  tag: 'payments',
  auth: 'public',
  body: z
    .object({
      orderId: payableOrderId,
      binNumber: z.string().regex(/^\d{6,8}$/, 'Kartın ilk 6–8 hanesi.'),
    })
    .strict(),
  response: z.object({
    bankName: z.string().nullable(),
    cardAssociation: z.string().nullable(),
    cardFamilyName: z.string().nullable(),
    options: z.array(
      z.object({
        installmentNumber: z.number().int(),
        installmentPrice: kurus,
        totalPrice: kurus,
      }),
    ),
  }),
});

export const initiateThreeDsRoute = defineRoute({
  method: 'POST',
  path: '/api/iyzico/initiateIyzicoThreeDsPayment',
  summary:
    "Starts a 3-D Secure card payment for the visitor's unpaid order; the answer's HTML takes the browser to the bank",
  tag: 'payments',
  auth: 'public',
  body: z
    .object({
      orderId: payableOrderId,
      card: paymentCardInput,
      installment: z.number().int().min(1).max(3),
    })
    .strict(),
  response: z.object({ htmlContent: z.string() }),
});

export const cardPaymentRoutes = [installmentPlanRoute, initiateThreeDsRoute] as const;
