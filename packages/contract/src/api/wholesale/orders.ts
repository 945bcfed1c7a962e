import { z } from 'zod';
import { defineRoute } from '../../define';
import { WHOLESALE_ORDER_STATUS_IDS, WHOLESALE_PAYMENT_METHOD_IDS } from '../../wholesale-texts';
import { kurus, pageNumberQuery, paging } from '../common';
import { wholesaleAddress } from './account';
import { qtyInput, text, uuidField } from './fields';

// Wholesale orders and payment (bank transfer account), for the portal and the back office.

export const wholesaleOrderLine = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  qty: z.number().int(),
  productUnit: z.string(),
  price: kurus,
  vat: z.number().int(),
  value: kurus.optional(),
  free: z.boolean().optional(),
});

/** The shop's account that bank transfers are paid into (admin toptan-ayarlari). */
export const wholesaleBankAccountView = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  iban: z.string().describe('Written in groups of four: TR33 0006 1005 …'),
});
export type WholesaleBankAccountView = z.infer<typeof wholesaleBankAccountView>;

export const wholesaleOrderView = z.object({
  id: z.string(),
  orderNumber: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  orderStatus: z.enum(WHOLESALE_ORDER_STATUS_IDS),
  statusLabel: z.string(),
  nextStatuses: z.array(z.enum(WHOLESALE_ORDER_STATUS_IDS)),
  paymentMethod: z.enum(WHOLESALE_PAYMENT_METHOD_IDS),
  paymentTerm: z.number().int(),
  downPaymentPercentage: z.number().int(),
  downPayment: kurus,
  dueAt: z.string().nullable(),
  items: z.array(wholesaleOrderLine),
  freeItems: z.array(wholesaleOrderLine),
  price: kurus.describe('VAT excluded'),
  taxPrice: kurus,
  totalPrice: kurus,
  freeGoodsEarned: kurus,
  freeGoodsUsed: kurus,
  freeGoodsAllocation: kurus.describe("The account's balance now"),
  deliveryAddress: wholesaleAddress.omit({ addressId: true }),
  documentUrl: z.string().nullable(),
  invoiceUrl: z
    .string()
    .nullable()
    .optional()
    .describe("The invoice PDF (GET, the account's own or accounting staff) once it is stored"),
  paymentId: z.string().nullable(),
  bankAccount: wholesaleBankAccountView
    .nullable()
    .describe('Where to pay a bank-transfer order; null for other methods or when not set'),
  isPrinted: z.boolean(),
  statusHistory: z.array(
    z.object({ status: z.string(), at: z.string(), by: z.string(), note: z.string().optional() }),
  ),
  createdAt: z.string(),
});
export type WholesaleOrderView = z.infer<typeof wholesaleOrderView>;

export const wholesaleOrderListItem = wholesaleOrderView.pick({
  id: true,
  orderNumber: true,
  companyName: true,
  orderStatus: true,
  statusLabel: true,
  paymentMethod: true,
  totalPrice: true,
  price: true,
  freeGoodsEarned: true,
  freeGoodsUsed: true,
  documentUrl: true,
  isPrinted: true,
  createdAt: true,
});
export type WholesaleOrderListItem = z.infer<typeof wholesaleOrderListItem>;

const ordersList = z.object({
  orders: z.array(wholesaleOrderListItem),
  countPendings: z.number().int().describe('Orders waiting for a bank transfer'),
  total: z.number().int(),
  ...paging,
});
export type WholesaleOrdersList = z.infer<typeof ordersList>;

export const createWholesaleOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/wholesale/createWholeSaleOrder',
  summary:
    'Order the saved cart: level one reached, an allowed payment method, stock taken; one order per cart',
  tag: 'wholesale',
  auth: 'wholesale',
  body: z
    .object({
      cartId: z.string().min(1).max(64),
      paymentMethod: z.enum(WHOLESALE_PAYMENT_METHOD_IDS, 'Geçersiz ödeme yöntemi.'),
      addressId: uuidField('adres numarası'),
    })
    .strict(),
  response: z.object({
    order: wholesaleOrderView,
    orderNumber: z.string(),
    freeGoodsAllocation: kurus,
    message: z.string(),
  }),
});

const orderIdQuery = z.object({ id: uuidField('sipariş numarası') }).strict();

export const getWholesaleOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getDetailsWholeSaleOrder',
  summary: "One of the signed-in account's orders",
  tag: 'wholesale',
  auth: 'wholesale',
  query: orderIdQuery,
  response: z.object({ order: wholesaleOrderView }),
});

export const listWholesaleOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getWholeSaleOrdersListByAccount',
  summary: "The signed-in account's orders, newest first (10 a page)",
  tag: 'wholesale',
  auth: 'wholesale',
  query: z.object({ id: z.string().max(64).optional(), pageNumber: pageNumberQuery }).strict(),
  response: ordersList,
});

export const updatePaymentProofRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateWholeSaleOrderPaymentProof',
  summary: 'Attach an uploaded bank receipt to an order waiting for the transfer',
  tag: 'wholesale',
  auth: 'wholesale',
  body: z
    .object({ id: uuidField('sipariş numarası'), documentUrl: z.string().min(1).max(300) })
    .strict(),
  response: z.object({ message: z.string(), order: wholesaleOrderView }),
});

export const updateOrderWithFreeGoodsRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateWholeSaleOrderWithFreeGoods',
  summary: "Attach free goods to an open order, within the account's free-goods allocation",
  tag: 'wholesale',
  auth: 'wholesale',
  body: z
    .object({
      id: uuidField('sipariş numarası'),
      freeGoods: z
        .array(z.object({ skuId: z.number().int().positive(), qty: qtyInput }).strict())
        .min(1, 'Mal fazlası seçin.')
        .max(100),
    })
    .strict(),
  response: z.object({
    message: z.string(),
    order: wholesaleOrderView,
    freeGoodsAllocation: kurus,
  }),
});

export const updateWholesaleOrderStatusRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateWholeSaleOrderStatus',
  summary: 'The reseller cancels an order still waiting for its bank transfer',
  tag: 'wholesale',
  auth: 'wholesale',
  body: z
    .object({
      id: uuidField('sipariş numarası'),
      statusData: z.enum(['CANCELLED'], 'Bu durum değişikliği yapılamaz.'),
      ip: z.string().max(64).optional(),
      price: z.number().int().optional(),
      paymentId: z.string().max(64).optional(),
    })
    .strict(),
  response: z.object({ message: z.string(), order: wholesaleOrderView }),
});

export const adminListWholesaleOrdersRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/adminGetWholeSaleOrdersList',
  summary: 'Wholesale orders, newest first (search by order number or company; 20 a page)',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({ keyword: z.string().trim().max(100).optional(), pageNumber: pageNumberQuery })
    .strict(),
  response: ordersList,
});

export const adminGetWholesaleOrderRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/adminGetDetailsWholeSaleOrder',
  summary: 'One wholesale order',
  tag: 'admin',
  auth: 'admin',
  query: orderIdQuery,
  response: z.object({ order: wholesaleOrderView }),
});

export const adminUpdateWholesaleOrderStatusRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/adminUpdateWholeSaleOrderStatus',
  summary:
    'Move an order through the wholesale status machine (approving a bank transfer needs its receipt)',
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      id: uuidField('sipariş numarası'),
      statusData: z.enum(WHOLESALE_ORDER_STATUS_IDS, 'Geçersiz sipariş durumu.'),
      note: z.string().trim().max(300).optional(),
    })
    .strict(),
  response: z.object({ updatedWholeSaleOrder: wholesaleOrderView, successMessage: z.string() }),
});

export const adminUpdateWholesalePrintStatusRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/adminUpdateWholeSaleOrderPrintStatus',
  summary: 'Mark a wholesale order printed',
  tag: 'admin',
  auth: 'admin',
  body: z.object({ orderId: uuidField('sipariş numarası') }).strict(),
  response: z.object({ success: z.boolean(), message: z.string() }),
});

export const getWholesaleBankAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getBankAccount',
  summary: "The shop's bank account for transfers (null until staff set it)",
  tag: 'wholesale',
  auth: 'wholesale',
  response: z.object({ bankAccount: wholesaleBankAccountView.nullable() }),
});

export const adminGetWholesaleBankAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/adminGetBankAccount',
  summary: "The shop's bank account that wholesale bank transfers are paid into",
  tag: 'admin',
  auth: 'admin',
  response: z.object({ bankAccount: wholesaleBankAccountView.nullable() }),
});

export const adminUpdateWholesaleBankAccountRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/adminUpdateBankAccount',
  summary: "Set the shop's bank account for wholesale bank transfers (TR IBAN, mod-97 checked)",
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      bankName: text('Banka adı', 100),
      accountHolder: text('Hesap sahibi', 200),
      iban: z.string({ error: 'IBAN girin.' }).trim().min(1, 'IBAN girin.').max(40),
    })
    .strict(),
  response: z.object({ message: z.string(), bankAccount: wholesaleBankAccountView }),
});
