import type { AllowedPaymentMethodsInput, PurchaseLimitsInput } from '@carsi/contract';
import { errorCodes } from '@carsi/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldedContains } from '../../db/folded-search';
import {
  products,
  type StoredAllowedPaymentMethods,
  skus,
  wholesaleAccounts,
  wholesaleOrders,
  wholesalePackSizes,
  wholesaleProfiles,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { ensureProfile } from './account';
import { wholesaleErrors } from './errors';

const PAGE_SIZE = 20;

async function assertAccount(db: Database, id: string) {
  const [row] = await db
    .select({ id: wholesaleAccounts.id })
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.id, id));
  if (!row) throw wholesaleErrors.accountNotFound();
  await ensureProfile(db, id);
}

export async function listAccounts(db: Database, keyword: string | undefined, page: number) {
  const where = keyword
    ? foldedContains(
        keyword,
        wholesaleAccounts.companyName,
        wholesaleAccounts.contactName,
        wholesaleAccounts.phone,
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(wholesaleAccounts).where(where);
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await db
    .select({
      account: wholesaleAccounts,
      allocation: wholesaleProfiles.freeGoodsAllocation,
      expiry: wholesaleProfiles.privatePricingExpiry,
      orders: sql<number>`(select count(*)::int from ${wholesaleOrders} where ${wholesaleOrders.accountId} = ${wholesaleAccounts.id})`,
    })
    .from(wholesaleAccounts)
    .leftJoin(wholesaleProfiles, eq(wholesaleProfiles.accountId, wholesaleAccounts.id))
    .where(where)
    .orderBy(desc(wholesaleAccounts.createdAt), asc(wholesaleAccounts.id))
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return {
    accounts: rows.map(({ account, allocation, expiry, orders }) => ({
      _id: account.id,
      companyName: account.companyName,
      name: account.contactName,
      phone: account.phone,
      status: account.status,
      accountType: account.isWholeSaleReSeller
        ? ('reSeller' as const)
        : account.isWholeSaleEndUser
          ? ('endUser' as const)
          : ('none' as const),
      freeGoodsAllocation: allocation ?? 0,
      privatePricingExpiry: expiry?.getTime() ?? null,
      orders,
    })),
    total: total?.n ?? 0,
    page: current,
    pages,
  };
}

export async function setLimits(db: Database, id: string, limits: PurchaseLimitsInput) {
  const { purchaseLevelOne: one, purchaseLevelTwo: two, purchaseLevelThree: three } = limits;
  if (!(one.amount > 0 && one.amount <= two.amount && two.amount <= three.amount)) {
    throw wholesaleErrors.badLimits();
  }
  await assertAccount(db, id);
  await db
    .update(wholesaleProfiles)
    .set({ limits, updatedAt: sql`now()` })
    .where(eq(wholesaleProfiles.accountId, id));
}

/** An end user becomes a reseller or back; the next sign-in shows the new position. */
export async function setAccountType(
  db: Database,
  id: string,
  accountType: 'endUser' | 'reSeller',
) {
  await assertAccount(db, id);
  await db
    .update(wholesaleAccounts)
    .set({
      isWholeSaleEndUser: accountType === 'endUser',
      isWholeSaleReSeller: accountType === 'reSeller',
      updatedAt: sql`now()`,
    })
    .where(eq(wholesaleAccounts.id, id));
}

export async function setPaymentMethods(
  db: Database,
  id: string,
  methods: AllowedPaymentMethodsInput,
) {
  await assertAccount(db, id);
  const stored: StoredAllowedPaymentMethods = {};
  for (const [key, value] of Object.entries(methods)) if (value) stored[key] = value;
  await db
    .update(wholesaleProfiles)
    .set({ allowedPaymentMethods: stored, updatedAt: sql`now()` })
    .where(eq(wholesaleProfiles.accountId, id));
}

export async function setPricing(
  db: Database,
  id: string,
  pricing: { expiry: number; skus: { sku: string; price: number }[] },
) {
  await assertAccount(db, id);
  const codes = [...new Set(pricing.skus.map((entry) => entry.sku))];
  if (codes.length !== pricing.skus.length) {
    throw new AppError(400, errorCodes.validation, 'Aynı SKU birden fazla kez fiyatlandırılmış.');
  }
  if (codes.length > 0) {
    const known = await db.select({ sku: skus.sku }).from(skus).where(inArray(skus.sku, codes));
    const knownSet = new Set(known.map((row) => row.sku));
    const unknown = codes.find((code) => !knownSet.has(code));
    if (unknown) throw new AppError(400, errorCodes.validation, `${unknown} kodlu SKU bulunamadı.`);
  }
  if (pricing.skus.some((entry) => entry.price <= 0)) {
    throw new AppError(400, errorCodes.validation, 'Özel fiyat sıfırdan büyük olmalı.');
  }
  await db
    .update(wholesaleProfiles)
    .set({
      privatePricingExpiry: new Date(pricing.expiry),
      privatePricingSkus: pricing.skus,
      updatedAt: sql`now()`,
    })
    .where(eq(wholesaleProfiles.accountId, id));
}

export async function searchSkus(db: Database, keyword: string) {
  const rows = await db
    .select({
      sku: skus.sku,
      name: products.name,
      size: skus.size,
      color: skus.color,
      wholesalePrice: skus.wholesalePrice,
      vat: skus.vat,
      productId: products.id,
      packSize: sql<number>`coalesce(${wholesalePackSizes.packSize}, 1)`,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(wholesalePackSizes, eq(wholesalePackSizes.productId, products.id))
    .where(and(foldedContains(keyword, skus.sku, products.name), eq(skus.isActive, true)))
    .orderBy(asc(skus.sku))
    .limit(20);
  return rows.map((row) => ({
    sku: row.sku,
    name: [row.name, row.size, row.color].filter((p) => p && p !== 'Pass').join(' '),
    wholesalePrice: row.wholesalePrice,
    vat: row.vat,
    productId: row.productId,
    packSize: row.packSize,
  }));
}
