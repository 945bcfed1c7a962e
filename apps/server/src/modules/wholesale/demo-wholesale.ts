import { extraGoodsBonus, vatAmount } from '@carsi/domain';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  products,
  type StoredPurchaseLimits,
  skus,
  type WholesaleOrderLine,
  wholesaleAccounts,
  wholesaleAddresses,
  wholesaleBankAccount,
  wholesaleFreeGoodsLedger,
  wholesaleOrders,
  wholesaleProfiles,
} from '../../db/schema';

const DAY_MS = 86_400_000;

/** The demo wholesale accounts (sandbox sign-in at /toptan-giris with the SMS outbox's code). */
export const DEMO_WHOLESALE = {
  reseller: { phone: '+905000000101', companyName: 'Demo Tekstil Bayi' },
  endUser: { phone: '+905000000102', companyName: 'Demo Otel İşletmesi' },
} as const;

/** The demo shop's account for wholesale bank transfers (a made-up IBAN that passes mod-97). */
export const DEMO_BANK_ACCOUNT = {
  bankName: 'Ziraat Bankası',
  accountHolder: 'Çarşı Ev Tekstili A.Ş.',
  iban: 'TR680001000000123456789012',
};

export const DEMO_RESELLER_LIMITS: StoredPurchaseLimits = {
  purchaseLevelOne: { amount: 100_000, extraGoods: 0 },
  purchaseLevelTwo: { amount: 250_000, extraGoods: 5 },
  purchaseLevelThree: { amount: 500_000, extraGoods: 10 },
};

/**
 * The shop's bank account for transfers, an approved reseller with three levels, private prices, payment terms, an address and orders
 * in several states (one delivered that earned free goods carried over, one waiting for its
 * transfer, one shipped), and an end user with one approved order. Demo orders are history:
 * they take no stock. Runs inside the seed's transaction.
 */
export async function seedDemoWholesale(tx: Database, now = Date.now()): Promise<void> {
  await tx.insert(wholesaleBankAccount).values(DEMO_BANK_ACCOUNT);
  const picked = await tx
    .select({ sku: skus, name: products.name, unit: products.productUnit })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(isNotNull(skus.wholesalePrice), gt(skus.countInStock, 0)))
    .orderBy(asc(skus.id))
    .limit(6);
  if (picked.length < 3) return;
  const line = (i: number, qty: number): WholesaleOrderLine => {
    const { sku, name, unit } = picked[i % picked.length]!;
    return {
      skuId: sku.id,
      sku: sku.sku,
      name: [name, sku.size, sku.color].filter((p) => p && p !== 'Pass').join(' '),
      image: null,
      qty,
      productUnit: unit,
      price: sku.wholesalePrice ?? 0,
      vat: sku.vat,
    };
  };
  const totals = (lines: WholesaleOrderLine[]) => {
    const price = lines.reduce((s, l) => s + l.price * l.qty, 0);
    const taxPrice = lines.reduce((s, l) => s + vatAmount(l.price * l.qty, l.vat), 0);
    return { price, taxPrice, totalPrice: price + taxPrice };
  };
  const address = {
    title: 'Merkez Depo',
    contactName: 'Ayşe Yılmaz',
    phone: '+905000000101',
    address: 'Demirtaş OSB, Lale Sokak No: 7',
    province: 'Bursa',
    district: 'Osmangazi',
  };

  const [reseller] = await tx
    .insert(wholesaleAccounts)
    .values({
      companyName: DEMO_WHOLESALE.reseller.companyName,
      contactName: 'Ayşe Yılmaz',
      email: 'bayi@example.com',
      phone: DEMO_WHOLESALE.reseller.phone,
      status: 'active',
      isWholeSaleReSeller: true,
      activatedAt: new Date(now - 60 * DAY_MS),
    })
    .onConflictDoNothing({ target: wholesaleAccounts.phone })
    .returning({ id: wholesaleAccounts.id });
  if (reseller) {
    const id = reseller.id;
    const delivered = [line(0, 30), line(1, 20)];
    const earned = extraGoodsBonus(totals(delivered).price, DEMO_RESELLER_LIMITS);
    await tx.insert(wholesaleProfiles).values({
      accountId: id,
      currentAccountName: 'Demo Tekstil San. ve Tic. Ltd. Şti.',
      currentAccountContactPersonName: 'Ayşe Yılmaz',
      currentAccountAddress: 'Demirtaş OSB, Lale Sokak No: 7',
      currentAccountProvince: 'Bursa',
      currentAccountDistrict: 'Osmangazi',
      currentAccountTaxAuthority: 'Uludağ',
      currentAccountTaxNumber: '4540536920',
      limits: DEMO_RESELLER_LIMITS,
      allowedPaymentMethods: {
        bankTransfer: { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 0 },
        dueUponInvoice: { isAllowed: true, paymentTerm: 30, downPaymentPercentage: 20 },
        bankCheck: { isAllowed: true, paymentTerm: 60, downPaymentPercentage: 0 },
      },
      privatePricingExpiry: new Date(now + 30 * DAY_MS),
      privatePricingSkus: picked.slice(0, 3).map(({ sku }) => ({
        sku: sku.sku,
        price: Math.round(((sku.wholesalePrice ?? 0) * 0.9) / 100) * 100,
      })),
      freeGoodsAllocation: earned,
    });
    await tx.insert(wholesaleAddresses).values({ accountId: id, ...address });
    const order = async (
      number: string,
      status: string,
      lines: WholesaleOrderLine[],
      daysAgo: number,
      extra: Partial<typeof wholesaleOrders.$inferInsert> = {},
    ) => {
      const at = new Date(now - daysAgo * DAY_MS);
      const [row] = await tx
        .insert(wholesaleOrders)
        .values({
          orderNumber: number,
          accountId: id,
          cartId: `demo-${number}`,
          status,
          paymentMethod: 'bankTransfer',
          items: lines,
          ...totals(lines),
          deliveryAddress: address,
          statusHistory: [{ status, at: at.toISOString(), by: 'system' }],
          createdAt: at,
          updatedAt: at,
          ...extra,
        })
        .returning({ id: wholesaleOrders.id });
      return row!.id;
    };
    const first = await order('T00000101', 'DELIVERED', delivered, 20, { freeGoodsEarned: earned });
    if (earned > 0) {
      await tx.insert(wholesaleFreeGoodsLedger).values({
        accountId: id,
        orderId: first,
        kind: 'earned',
        amount: earned,
        balanceAfter: earned,
        createdAt: new Date(now - 20 * DAY_MS),
      });
    }
    await order('T00000102', 'SHIPPED', [line(2, 25)], 5, {
      paymentMethod: 'dueUponInvoice',
      paymentTerm: 30,
      downPaymentPercentage: 20,
    });
    await order('T00000103', 'PENDING_BANK_TRANSFER', [line(3, 40)], 1);
  }

  const [endUser] = await tx
    .insert(wholesaleAccounts)
    .values({
      companyName: DEMO_WHOLESALE.endUser.companyName,
      contactName: 'Mehmet Kaya',
      email: 'otel@example.com',
      phone: DEMO_WHOLESALE.endUser.phone,
      status: 'active',
      isWholeSaleEndUser: true,
      activatedAt: new Date(now - 30 * DAY_MS),
    })
    .onConflictDoNothing({ target: wholesaleAccounts.phone })
    .returning({ id: wholesaleAccounts.id });
  if (endUser) {
    const hotel = {
      ...address,
      title: 'Otel',
      contactName: 'Mehmet Kaya',
      phone: '+905000000102',
      address: 'Sahil Yolu No: 3',
      province: 'Muğla',
      district: 'Bodrum',
    };
    await tx.insert(wholesaleProfiles).values({
      accountId: endUser.id,
      currentAccountName: 'Demo Otelcilik A.Ş.',
      currentAccountContactPersonName: 'Mehmet Kaya',
      currentAccountAddress: 'Sahil Yolu No: 3',
      currentAccountProvince: 'Muğla',
      currentAccountDistrict: 'Bodrum',
      currentAccountTaxAuthority: 'Bodrum',
      currentAccountTaxNumber: '0010213576',
      limits: {
        purchaseLevelOne: { amount: 50_000, extraGoods: 0 },
        purchaseLevelTwo: { amount: 150_000, extraGoods: 3 },
        purchaseLevelThree: { amount: 300_000, extraGoods: 6 },
      },
      // The end user pays by card (3-D Secure) or by bank transfer.
      allowedPaymentMethods: {
        creditCard: { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 0 },
        bankTransfer: { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 0 },
      },
    });
    await tx.insert(wholesaleAddresses).values({ accountId: endUser.id, ...hotel });
    const lines = [line(4, 12)];
    const at = new Date(now - 3 * DAY_MS);
    await tx.insert(wholesaleOrders).values({
      orderNumber: 'T00000201',
      accountId: endUser.id,
      cartId: 'demo-T00000201',
      status: 'APPROVED',
      paymentMethod: 'bankTransfer',
      items: lines,
      ...totals(lines),
      deliveryAddress: hotel,
      statusHistory: [
        { status: 'PENDING_BANK_TRANSFER', at: at.toISOString(), by: 'system' },
        { status: 'APPROVED', at: new Date(now - 2 * DAY_MS).toISOString(), by: 'system' },
      ],
      createdAt: at,
      updatedAt: at,
    });
  }
}
