import type { WholesaleAccountView, WholesaleAddressView } from '@carsi/contract';
import {
  isPrivatePricingActive,
  isValidVkn,
  type PurchaseLimits,
  privatePricingRemainingDays,
} from '@carsi/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type StoredPurchaseLimits,
  wholesaleAccounts,
  wholesaleAddresses,
  wholesaleFreeGoodsLedger,
  wholesaleOrders,
  wholesaleProfiles,
} from '../../db/schema';
import { wholesaleErrors } from './errors';

export type ProfileRow = typeof wholesaleProfiles.$inferSelect;
export type AccountRow = typeof wholesaleAccounts.$inferSelect;

/** Levels of an account before the admin sets them: nothing can be ordered (level one unset). */
export const NO_LIMITS: StoredPurchaseLimits = {
  purchaseLevelOne: { amount: 0, extraGoods: 0 },
  purchaseLevelTwo: { amount: 0, extraGoods: 0 },
  purchaseLevelThree: { amount: 0, extraGoods: 0 },
};

export const limitsOf = (profile: ProfileRow): PurchaseLimits | null => profile.limits ?? null;

/** The account's profile row, created empty on first use. */
export async function ensureProfile(db: Database, accountId: string): Promise<ProfileRow> {
  const [existing] = await db
    .select()
    .from(wholesaleProfiles)
    .where(eq(wholesaleProfiles.accountId, accountId));
  if (existing) return existing;
  await db.insert(wholesaleProfiles).values({ accountId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(wholesaleProfiles)
    .where(eq(wholesaleProfiles.accountId, accountId));
  if (!row) throw wholesaleErrors.accountNotFound();
  return row;
}

/** The wholesale calls carry the account id; it must be the signed-in account's own. */
export function assertOwnAccount(principalId: string, given: string | undefined): void {
  if (given !== undefined && given !== '' && given !== principalId)
    throw wholesaleErrors.notOwned();
}

export function privatePricingOf(profile: ProfileRow) {
  return profile.privatePricingExpiry
    ? { expiry: profile.privatePricingExpiry.getTime(), skus: profile.privatePricingSkus }
    : undefined;
}

const toAddress = (row: typeof wholesaleAddresses.$inferSelect): WholesaleAddressView => ({
  addressId: row.id,
  title: row.title,
  contactName: row.contactName,
  phone: row.phone,
  address: row.address,
  province: row.province,
  district: row.district,
});

export async function listAddresses(db: Database, accountId: string) {
  const rows = await db
    .select()
    .from(wholesaleAddresses)
    .where(eq(wholesaleAddresses.accountId, accountId))
    .orderBy(asc(wholesaleAddresses.createdAt));
  return rows.map(toAddress);
}

/** The whole account as the portal and the admin see it. */
export async function accountView(
  db: Database,
  accountId: string,
  now: Date,
): Promise<WholesaleAccountView> {
  const [account] = await db
    .select()
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.id, accountId));
  if (!account) throw wholesaleErrors.accountNotFound();
  const profile = await ensureProfile(db, accountId);
  const addresses = await listAddresses(db, accountId);
  const [totals] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${wholesaleOrders.status} = 'PENDING_BANK_TRANSFER')::int`,
      completed: sql<number>`count(*) filter (where ${wholesaleOrders.status} = 'DELIVERED')::int`,
    })
    .from(wholesaleOrders)
    .where(eq(wholesaleOrders.accountId, accountId));
  const ledgerRows = await db
    .select({
      kind: wholesaleFreeGoodsLedger.kind,
      amount: wholesaleFreeGoodsLedger.amount,
      balanceAfter: wholesaleFreeGoodsLedger.balanceAfter,
      orderNumber: wholesaleOrders.orderNumber,
      createdAt: wholesaleFreeGoodsLedger.createdAt,
    })
    .from(wholesaleFreeGoodsLedger)
    .leftJoin(wholesaleOrders, eq(wholesaleOrders.id, wholesaleFreeGoodsLedger.orderId))
    .where(eq(wholesaleFreeGoodsLedger.accountId, accountId))
    .orderBy(desc(wholesaleFreeGoodsLedger.id))
    .limit(50);
  const pricing = privatePricingOf(profile);
  return {
    _id: account.id,
    companyName: account.companyName,
    name: account.contactName,
    phone: account.phone,
    email: account.email,
    status: account.status,
    isWholeSaleEndUser: account.isWholeSaleEndUser,
    isWholeSaleReSeller: account.isWholeSaleReSeller,
    currentAccountName: profile.currentAccountName,
    currentAccountContactPersonName: profile.currentAccountContactPersonName,
    currentAccountAddress: profile.currentAccountAddress,
    currentAccountProvince: profile.currentAccountProvince,
    currentAccountDistrict: profile.currentAccountDistrict,
    currentAccountTaxAuthority: profile.currentAccountTaxAuthority,
    currentAccountTaxNumber: profile.currentAccountTaxNumber,
    reSeller: {
      limits: profile.limits ?? NO_LIMITS,
      addresses,
      allowedPaymentMethods: profile.allowedPaymentMethods,
      privatePricing: {
        expiry: pricing?.expiry ?? null,
        remainingDays: pricing ? privatePricingRemainingDays(pricing, now.getTime()) : 0,
        active: isPrivatePricingActive(pricing, now.getTime()),
        skus: profile.privatePricingSkus,
      },
    },
    ordersSummary: {
      totalNumberOfOrders: totals?.total ?? 0,
      hasPendingBankTransfer: (totals?.pending ?? 0) > 0,
      completedOrders: totals?.completed ?? 0,
      freeGoodsAllocation: profile.freeGoodsAllocation,
    },
    ledger: ledgerRows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export interface CompanyInput {
  currentAccountName: string;
  currentAccountContactPersonName: string;
  currentAccountAddress: string;
  currentAccountProvince: string;
  currentAccountDistrict: string;
  currentAccountTaxAuthority: string;
  currentAccountTaxNumber: string;
}

export async function updateCompany(db: Database, accountId: string, input: CompanyInput) {
  if (!isValidVkn(input.currentAccountTaxNumber)) throw wholesaleErrors.badTaxNumber();
  await ensureProfile(db, accountId);
  await db
    .update(wholesaleProfiles)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(wholesaleProfiles.accountId, accountId));
}

export interface AddressInput {
  title: string;
  contactName: string;
  phone: string;
  address: string;
  province: string;
  district: string;
}

export async function createAddress(db: Database, accountId: string, input: AddressInput) {
  await db.insert(wholesaleAddresses).values({ accountId, ...input });
  return listAddresses(db, accountId);
}

/** Changes or deletes only the account's own address: another account's id is a 404. */
export async function updateAddress(
  db: Database,
  accountId: string,
  addressId: string,
  input: AddressInput | null,
) {
  const own = and(
    eq(wholesaleAddresses.id, addressId),
    eq(wholesaleAddresses.accountId, accountId),
  );
  const done =
    input === null
      ? await db.delete(wholesaleAddresses).where(own).returning({ id: wholesaleAddresses.id })
      : await db
          .update(wholesaleAddresses)
          .set({ ...input, updatedAt: sql`now()` })
          .where(own)
          .returning({ id: wholesaleAddresses.id });
  if (done.length === 0) throw wholesaleErrors.addressNotFound();
  return listAddresses(db, accountId);
}

export async function addressOf(db: Database, accountId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(wholesaleAddresses)
    .where(and(eq(wholesaleAddresses.id, addressId), eq(wholesaleAddresses.accountId, accountId)));
  if (!row) throw wholesaleErrors.addressNotFound();
  return row;
}

export async function profilesOf(db: Database, accountIds: string[]) {
  if (accountIds.length === 0) return new Map<string, ProfileRow>();
  const rows = await db
    .select()
    .from(wholesaleProfiles)
    .where(inArray(wholesaleProfiles.accountId, accountIds));
  return new Map(rows.map((row) => [row.accountId, row]));
}
