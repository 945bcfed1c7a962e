import { z } from 'zod';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { WHOLESALE_ORDER_STATUS_IDS, WHOLESALE_PAYMENT_METHOD_IDS } from '../wholesale-texts';
import { kurus, pageNumberQuery, paging } from './common';
import { phoneInput } from './identity';

// The wholesale (B2B) portal and the wholesale part of the admin API, with the paths and field
// names wholesale clients already use. Money is kuruş; wholesale prices are VAT-excluded.

export * from '../wholesale-texts';

export const wholesaleErrorCodes = {
  notOwned: 'WHOLESALE_NOT_OWNED',
  belowLevelOne: 'WHOLESALE_BELOW_LEVEL_ONE',
  paymentMethodNotAllowed: 'WHOLESALE_PAYMENT_METHOD_NOT_ALLOWED',
  cartAlreadyOrdered: 'WHOLESALE_CART_ALREADY_ORDERED',
  cartChanged: 'WHOLESALE_CART_CHANGED',
  overAllocation: 'WHOLESALE_OVER_ALLOCATION',
  badReceipt: 'WHOLESALE_BAD_RECEIPT',
  receiptRequired: 'WHOLESALE_RECEIPT_REQUIRED',
  notAvailable: 'WHOLESALE_SKU_NOT_AVAILABLE',
  badTaxNumber: 'WHOLESALE_BAD_TAX_NUMBER',
} as const;

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} girin.` })
    .trim()
    .min(1, `${label} girin.`)
    .max(max, `${label} en çok ${max} karakter olabilir.`);
const uuidField = (label: string) => z.uuid(`Geçersiz ${label}.`);
const qtyInput = z
  .number({ error: 'Adet bir sayı olmalı.' })
  .int('Adet tam sayı olmalı.')
  .min(1, 'Adet en az 1 olmalı.')
  .max(100_000, 'Adet çok büyük.');

export const purchaseLevel = z
  .object({
    amount: kurus.max(1_000_000_000),
    extraGoods: z.number().int().min(0).max(100).describe('Extra goods (mal fazlası) percent'),
  })
  .strict();
export const purchaseLimits = z
  .object({
    purchaseLevelOne: purchaseLevel,
    purchaseLevelTwo: purchaseLevel,
    purchaseLevelThree: purchaseLevel,
  })
  .strict();
export type PurchaseLimitsInput = z.infer<typeof purchaseLimits>;

export const paymentMethodSetting = z
  .object({
    isAllowed: z.boolean(),
    paymentTerm: z.number().int().min(0).max(365).describe('Days'),
    downPaymentPercentage: z.number().int().min(0).max(100),
  })
  .strict();
export const allowedPaymentMethods = z
  .object(
    Object.fromEntries(
      WHOLESALE_PAYMENT_METHOD_IDS.map((m) => [m, paymentMethodSetting.optional()]),
    ) as Record<
      (typeof WHOLESALE_PAYMENT_METHOD_IDS)[number],
      z.ZodOptional<typeof paymentMethodSetting>
    >,
  )
  .strict();
export type AllowedPaymentMethodsInput = z.infer<typeof allowedPaymentMethods>;

export const wholesaleAddress = z.object({
  addressId: z.string(),
  title: z.string(),
  contactName: z.string(),
  phone: z.string(),
  address: z.string(),
  province: z.string(),
  district: z.string(),
});
export type WholesaleAddressView = z.infer<typeof wholesaleAddress>;

export const ordersSummary = z.object({
  totalNumberOfOrders: z.number().int(),
  hasPendingBankTransfer: z.boolean(),
  completedOrders: z.number().int(),
  freeGoodsAllocation: kurus.describe('Free-goods balance carried over to the next order'),
});

export const ledgerEntry = z.object({
  kind: z.enum(['earned', 'used', 'adjusted']),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});

export const companyData = z.object({
  currentAccountName: z.string(),
  currentAccountContactPersonName: z.string(),
  currentAccountAddress: z.string(),
  currentAccountProvince: z.string(),
  currentAccountDistrict: z.string(),
  currentAccountTaxAuthority: z.string(),
  currentAccountTaxNumber: z.string(),
});

export const wholesaleAccountView = z.object({
  _id: z.string(),
  companyName: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  isWholeSaleEndUser: z.boolean(),
  isWholeSaleReSeller: z.boolean(),
  ...companyData.shape,
  reSeller: z.object({
    limits: purchaseLimits,
    addresses: z.array(wholesaleAddress),
    allowedPaymentMethods: z.record(z.string(), paymentMethodSetting),
    privatePricing: z.object({
      expiry: z.number().nullable().describe('Epoch ms'),
      remainingDays: z.number().int(),
      active: z.boolean(),
      skus: z.array(z.object({ sku: z.string(), price: kurus })),
    }),
  }),
  ordersSummary,
  ledger: z.array(ledgerEntry),
});
export type WholesaleAccountView = z.infer<typeof wholesaleAccountView>;

const accountQuery = z.object({ id: z.string().max(64).optional() }).strict();

export const getWholesaleAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getDetailsWholeSaleAccount',
  summary: "The signed-in account's company data, terms, addresses, summary and free-goods ledger",
  tag: 'wholesale',
  auth: 'wholesale',
  query: accountQuery,
  response: wholesaleAccountView,
});

export const companyInput = z
  .object({
    id: z.string().max(64).optional(),
    currentAccountName: text('Firma ünvanı'),
    currentAccountContactPersonName: text('Yetkili kişi'),
    currentAccountAddress: multiline(text('Adres', 500)),
    currentAccountProvince: text('İl', 60),
    currentAccountDistrict: text('İlçe', 60),
    currentAccountTaxAuthority: text('Vergi dairesi', 100),
    currentAccountTaxNumber: z
      .string({ error: 'Vergi numarası girin.' })
      .trim()
      .regex(/^\d{10}$/, 'Vergi numarası 10 haneli olmalı.'),
  })
  .strict();

export const updateWholesaleAccountRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateWholeSaleAccount',
  summary: 'Update the company data (tax number checked as a VKN)',
  tag: 'wholesale',
  auth: 'wholesale',
  body: companyInput,
  response: z.object({ message: z.string(), account: wholesaleAccountView }),
});

const addressFields = {
  title: text('Adres başlığı', 60),
  contactName: text('Teslim alacak kişi', 100),
  phone: phoneInput,
  address: multiline(text('Adres', 500)),
  province: text('İl', 60),
  district: text('İlçe', 60),
};

export const createDeliveryAddressRoute = defineRoute({
  method: 'POST',
  path: '/api/wholesale/createDeliveryAddress',
  summary: 'Add a delivery address to the account',
  tag: 'wholesale',
  auth: 'wholesale',
  body: z.object({ accountId: z.string().max(64).optional(), ...addressFields }).strict(),
  response: z.object({ message: z.string(), addresses: z.array(wholesaleAddress) }),
});

export const updateDeliveryAddressRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateDeliveryAddress',
  summary: 'Change one of the account’s delivery addresses',
  tag: 'wholesale',
  auth: 'wholesale',
  body: z
    .object({
      accountId: z.string().max(64).optional(),
      addressId: uuidField('adres numarası'),
      ...addressFields,
    })
    .strict(),
  response: z.object({ message: z.string(), addresses: z.array(wholesaleAddress) }),
});

export const deleteDeliveryAddressRoute = defineRoute({
  method: 'DELETE',
  path: '/api/wholesale/deleteDeliveryAddress',
  summary: 'Delete one of the account’s delivery addresses',
  tag: 'wholesale',
  auth: 'wholesale',
  query: z
    .object({ accountId: z.string().max(64).optional(), addressId: uuidField('adres numarası') })
    .strict(),
  response: z.object({ message: z.string(), addresses: z.array(wholesaleAddress) }),
});

export const wholesaleProduct = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  productId: z.number().int(),
  name: z.string().describe('Full name'),
  shortName: z.string().describe('Cut to 25 characters for lists'),
  image: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  productUnit: z.string(),
  price: kurus.describe('VAT-excluded unit price for this account'),
  listPrice: kurus.describe('The SKU wholesale price before private pricing'),
  privatePrice: z.boolean(),
  vat: z.number().int(),
  priceWithVat: kurus,
  countInStock: z.number().int(),
  buyOneGetOneFree: z.boolean(),
  categoryId: z.number().int().nullable(),
  packSize: z
    .number()
    .int()
    .describe('Units in one pack (koli): the + and − step; 1 when sold by the unit'),
});
export type WholesaleProductView = z.infer<typeof wholesaleProduct>;

export const getWholesaleProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getProductsList',
  summary: "The wholesale catalogue at this account's prices (24 a page)",
  tag: 'wholesale',
  auth: 'wholesale',
  query: z
    .object({
      keyword: z.string().trim().max(100).optional(),
      pageNumber: pageNumberQuery,
      category: z.coerce.number().int().positive().optional(),
    })
    .strict(),
  response: z.object({
    products: z.array(wholesaleProduct),
    privatePricing: z.object({ active: z.boolean(), remainingDays: z.number().int() }),
    ...paging,
  }),
});

export const getWholesaleCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getCategories',
  summary: 'Wholesale categories; one with no products yet carries the preparing notice',
  tag: 'wholesale',
  auth: 'wholesale',
  response: z.object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        productCount: z.number().int(),
        preparing: z.boolean(),
      }),
    ),
    preparingNotice: z.string(),
  }),
});

export const wholesaleCartLine = z.object({
  skuId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  shortName: z.string(),
  size: z.string(),
  color: z.string(),
  packSize: z.number().int().describe('Units in one pack (koli): the + and − step'),
  image: z.string().nullable(),
  qty: z.number().int(),
  productUnit: z.string(),
  price: kurus,
  vat: z.number().int(),
  buyOneGetOneFree: z.boolean(),
  freeProducts: z.array(
    z.object({ name: z.string(), sku: z.string(), qty: z.number().int(), productUnit: z.string() }),
  ),
  itemsTotalPrice: kurus,
});

export const levelProgressView = z.object({
  level: z.number().int(),
  amount: kurus,
  extraGoods: z.number().int(),
  reached: z.boolean(),
  percent: z.number().int(),
  remaining: kurus,
});

export const wholesaleCartView = z.object({
  id: z.string(),
  cartId: z.string(),
  cartItems: z.array(wholesaleCartLine),
  totalPrice: kurus.describe('VAT excluded'),
  taxPrice: kurus,
  totalWithVat: kurus,
  totalQty: z.number().int(),
  shippingPrice: kurus,
  levels: z.array(levelProgressView),
  reachedLevel: z.number().int(),
  extraGoodsBonus: kurus.describe('Free goods this cart would earn'),
  message: z.string().nullable().describe('The order-minimum or extra-goods hint'),
  canOrder: z.boolean(),
  freeGoodsAllocation: kurus,
});
export type WholesaleCartView = z.infer<typeof wholesaleCartView>;

export const wholesaleCartInput = z.array(
  z.object({ skuId: z.number().int().positive(), qty: qtyInput }).strict(),
);

export const postWholesaleCartRoute = defineRoute({
  method: 'POST',
  path: '/api/wholesale/postCart',
  summary: 'Save the wholesale cart (SKU ids and quantities; the server prices it)',
  tag: 'wholesale',
  auth: 'wholesale',
  body: z
    .object({
      id: z.string().max(64).optional().describe('Account id (must be the signed-in account)'),
      cart: wholesaleCartInput.max(200),
      cartId: z.string().max(64).optional(),
    })
    .strict(),
  response: z.object({ cart: wholesaleCartView }),
});

export const getWholesaleCartRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/getCart',
  summary: 'The saved wholesale cart, priced now',
  tag: 'wholesale',
  auth: 'wholesale',
  response: z.object({ cart: wholesaleCartView }),
});

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

// Admin

export const wholesaleAccountListItem = z.object({
  _id: z.string(),
  companyName: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.string(),
  accountType: z.enum(['endUser', 'reSeller', 'none']),
  freeGoodsAllocation: kurus,
  privatePricingExpiry: z.number().nullable(),
  orders: z.number().int(),
});

export const adminListWholesaleAccountsRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/adminGetWholeSaleAccountsList',
  summary: 'Wholesale accounts (search by company, person or phone; 20 a page)',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({ keyword: z.string().trim().max(100).optional(), pageNumber: pageNumberQuery })
    .strict(),
  response: z.object({
    accounts: z.array(wholesaleAccountListItem),
    total: z.number().int(),
    ...paging,
  }),
});

export const adminGetWholesaleAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/adminGetDetailsWholeSaleAccount',
  summary: 'One wholesale account with its terms and ledger',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ id: uuidField('hesap numarası') }).strict(),
  response: wholesaleAccountView,
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

export const updatePurchaseLimitsRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateCurrentAccountPurchaseLimits',
  summary: "Set an account's three purchase levels (amounts must rise)",
  tag: 'admin',
  auth: 'admin',
  body: z.object({ id: uuidField('hesap numarası'), limits: purchaseLimits }).strict(),
  response: z.object({ message: z.string(), account: wholesaleAccountView }),
});

export const updateAccountTypeRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateCurrentAccountType',
  summary: 'Make an active account an end user or a reseller',
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      id: uuidField('hesap numarası'),
      accountType: z.enum(['endUser', 'reSeller'], {
        message: 'Hesap türü son kullanıcı ya da bayi olmalı.',
      }),
    })
    .strict(),
  response: z.object({ message: z.string(), account: wholesaleAccountView }),
});

export const updateAllowedPaymentMethodsRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateCurrentAccountAllowedPaymentMethods',
  summary: "Set an account's allowed payment methods with term and down payment",
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({ id: uuidField('hesap numarası'), allowedPaymentMethods: allowedPaymentMethods })
    .strict(),
  response: z.object({ message: z.string(), account: wholesaleAccountView }),
});

export const updateWholesalePricingRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/updateCurrentAccountWholeSalePricing',
  summary: "Replace an account's private prices (SKU prices, VAT excluded) and their expiry",
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      id: uuidField('hesap numarası'),
      privatePricing: z
        .object({
          expiry: z.number().int().positive().describe('Epoch ms'),
          skus: z
            .array(z.object({ sku: z.string().trim().min(1).max(64), price: kurus }).strict())
            .max(2000),
        })
        .strict(),
    })
    .strict(),
  response: z.object({ message: z.string(), account: wholesaleAccountView }),
});

export const adminSearchWholesaleSkusRoute = defineRoute({
  method: 'GET',
  path: '/api/wholesale/adminSearchSkus',
  summary: 'SKUs by code or name with their wholesale price, for private pricing',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ keyword: z.string().trim().min(1).max(100) }).strict(),
  response: z.object({
    skus: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        wholesalePrice: kurus.nullable(),
        vat: z.number().int(),
        productId: z.number().int(),
        packSize: z.number().int(),
      }),
    ),
  }),
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

export const WHOLESALE_PACK_SIZE_MAX = 10_000;

export const adminUpdatePackSizeRoute = defineRoute({
  method: 'PUT',
  path: '/api/wholesale/adminUpdatePackSize',
  summary: "Set a product's wholesale pack size (koli); 1 sells it by the unit",
  tag: 'admin',
  auth: 'admin',
  body: z
    .object({
      productId: z.number().int().positive('Geçersiz ürün numarası.'),
      packSize: z
        .number({ error: 'Koli adedi bir sayı olmalı.' })
        .int('Koli adedi tam sayı olmalı.')
        .min(1, 'Koli adedi en az 1 olmalı.')
        .max(WHOLESALE_PACK_SIZE_MAX, `Koli adedi en çok ${WHOLESALE_PACK_SIZE_MAX} olabilir.`),
    })
    .strict(),
  response: z.object({
    message: z.string(),
    productId: z.number().int(),
    packSize: z.number().int(),
  }),
});

export const wholesaleRoutes = [
  getWholesaleAccountRoute,
  updateWholesaleAccountRoute,
  createDeliveryAddressRoute,
  updateDeliveryAddressRoute,
  deleteDeliveryAddressRoute,
  getWholesaleProductsRoute,
  getWholesaleCategoriesRoute,
  getWholesaleCartRoute,
  postWholesaleCartRoute,
  createWholesaleOrderRoute,
  getWholesaleOrderRoute,
  listWholesaleOrdersRoute,
  updatePaymentProofRoute,
  updateOrderWithFreeGoodsRoute,
  updateWholesaleOrderStatusRoute,
  adminListWholesaleAccountsRoute,
  adminGetWholesaleAccountRoute,
  adminListWholesaleOrdersRoute,
  adminGetWholesaleOrderRoute,
  adminUpdateWholesaleOrderStatusRoute,
  adminUpdateWholesalePrintStatusRoute,
  updatePurchaseLimitsRoute,
  updateAccountTypeRoute,
  updateAllowedPaymentMethodsRoute,
  updateWholesalePricingRoute,
  adminSearchWholesaleSkusRoute,
  getWholesaleBankAccountRoute,
  adminGetWholesaleBankAccountRoute,
  adminUpdateWholesaleBankAccountRoute,
  adminUpdatePackSizeRoute,
] as const;
