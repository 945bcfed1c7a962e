import type { DatabaseHandle } from '../../db/client';
import { products, skus, wholesaleAccounts, wholesaleProfiles } from '../../db/schema';
import { createSession } from '../identity/index';
import { testPhone } from '../identity/testing';

let counter = 0;

/** An active reseller with a Bearer token, three levels and bank transfer allowed. */
export async function testReseller(
  database: DatabaseHandle,
  options: { limits?: boolean; methods?: Record<string, unknown> } = {},
) {
  counter += 1;
  const [account] = await database.db
    .insert(wholesaleAccounts)
    .values({
      companyName: `Test Tekstil ${counter}`,
      contactName: 'Ayşe Yılmaz',
      email: `bayi${counter}@example.com`,
      phone: testPhone(),
      status: 'active',
      isWholeSaleReSeller: true,
    })
    .returning({ id: wholesaleAccounts.id });
  const id = account!.id;
  await database.db.insert(wholesaleProfiles).values({
    accountId: id,
    limits:
      options.limits === false
        ? null
        : {
            purchaseLevelOne: { amount: 100_000, extraGoods: 0 },
            purchaseLevelTwo: { amount: 200_000, extraGoods: 5 },
            purchaseLevelThree: { amount: 400_000, extraGoods: 10 },
          },
    allowedPaymentMethods: (options.methods ?? {
      bankTransfer: { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 0 },
      dueUponInvoice: { isAllowed: true, paymentTerm: 30, downPaymentPercentage: 20 },
      billOfExchange: { isAllowed: false, paymentTerm: 60, downPaymentPercentage: 0 },
    }) as never,
  });
  const { token } = await createSession(database.db, {
    kind: 'wholesale',
    principalId: id,
    ttlMs: 3_600_000,
  });
  return { id, headers: { authorization: `Bearer ${token}` } };
}

/** Two wholesale SKUs: a duvet cover at 500.00 TL + 10 % VAT (stock 100) a sheet at 150.00, a pillowcase at 25.00. */
export async function testWholesaleSkus(database: DatabaseHandle, stock = 100) {
  counter += 1;
  const make = async (name: string, wholesalePrice: number, buyOneGetOneFree = false) => {
    const [product] = await database.db
      .insert(products)
      .values({
        code: `W${counter}${name.slice(0, 2)}${Math.random().toString(36).slice(2, 5)}`,
        name,
        slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${counter}`,
        defaultPrice: wholesalePrice * 2,
        defaultVat: 10,
        buyOneGetOneFree,
      })
      .returning({ id: products.id });
    const [sku] = await database.db
      .insert(skus)
      .values({
        productId: product!.id,
        sku: `WS-${counter}-${name.slice(0, 3)}-${Math.random().toString(36).slice(2, 6)}`,
        price: wholesalePrice * 2,
        wholesalePrice,
        vat: 10,
        countInStock: stock,
      })
      .returning({ id: skus.id, sku: skus.sku });
    return sku!;
  };
  return {
    cover: await make('Saten Nevresim Takımı Çift Kişilik Lüks', 50_000),
    sheet: await make('Pamuk Çarşaf', 15_000),
    pillowcase: await make('Yastık Kılıfı', 2_500),
  };
}
