import { z } from 'zod';
import { defineRoute } from '../define';
import { kurus } from './common';
import { shippingAddressInput } from './orders';

// Managed orders: staff place an order for a customer who
// calls. The customer is found by phone or created; the order is paid by a card link (an SMS
// with the payment page's address) or cash on delivery. Area "orders", action orders.create.

export const MANAGED_ORDER_PAYMENTS = ['CashOnDelivery', 'CardLink'] as const;
export const MANAGED_ORDER_PAYMENT_LABELS: Readonly<
  Record<(typeof MANAGED_ORDER_PAYMENTS)[number], string>
> = {
  CashOnDelivery: 'Kapıda ödeme',
  CardLink: 'Kartla ödeme bağlantısı (SMS)',
};

const phone = z.string().trim().min(10, 'Telefon numarasını yazın.').max(20);
const name = z.string().trim().min(1, 'Bu alan zorunlu.').max(50);

export const managedCustomerLookupRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/managed-orders/customer',
  summary:
    'The customer with this phone (null when none yet) and the delivery details of their last order, for a phone order',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ phone }).strict(),
  response: z.object({
    phone: z.string().describe('E.164'),
    customer: z
      .object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
      })
      .nullable(),
    lastDelivery: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        shippingAddress: z.object({
          country: z.string(),
          province: z.string(),
          district: z.string(),
          address: z.string(),
        }),
      })
      .nullable(),
  }),
});

export const managedOrderBody = z
  .object({
    phone,
    firstName: name,
    lastName: name,
    email: z.email('Geçerli bir e-posta adresi girin.').max(100),
    shippingAddress: shippingAddressInput,
    lines: z
      .array(
        z
          .object({
            sku: z.string().trim().min(1, 'SKU kodunu yazın.').max(60),
            qty: z.number().int('Adet tam sayı olmalı.').min(1, 'Adet en az 1 olmalı.').max(100),
          })
          .strict(),
      )
      .min(1, 'En az bir ürün ekleyin.')
      .max(30),
    paymentMethod: z.enum(MANAGED_ORDER_PAYMENTS, { error: 'Ödeme yöntemini seçin.' }),
  })
  .strict();
export type ManagedOrderBody = z.infer<typeof managedOrderBody>;

export const createManagedOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/managed-orders',
  summary:
    'Place a phone order for a customer (orders.create): customer found by phone or created; cash on delivery confirms it, a card link texts the payment page. Idempotency-Key makes a retry return the first order',
  tag: 'admin',
  auth: 'admin',
  body: managedOrderBody,
  response: z.object({
    message: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    totalPrice: kurus,
    paymentMethod: z.enum(MANAGED_ORDER_PAYMENTS),
    /** The payment page the SMS carries (card link); null for cash on delivery. */
    payLink: z.string().nullable(),
  }),
});

export const managedOrderRoutes = [managedCustomerLookupRoute, createManagedOrderRoute] as const;
