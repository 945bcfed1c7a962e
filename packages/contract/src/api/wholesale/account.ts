import { z } from 'zod';
import { defineRoute } from '../../define';
import { multiline } from '../../text-input';
import { WHOLESALE_PAYMENT_METHOD_IDS } from '../../wholesale-texts';
import { kurus, pageNumberQuery, paging } from '../common';
import { phoneInput } from '../identity';
import { text, uuidField } from './fields';

// The wholesale account: purchase levels, payment methods, company data and delivery addresses,
// for the portal and the back office.

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
