import type { WholesaleBankAccountView } from '@carsi/contract';
import { errorCodes } from '@carsi/contract';
import { formatIban, isValidTrIban, normalizeTrIban } from '@carsi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, wholesaleBankAccount, wholesalePackSizes } from '../../db/schema';
import { AppError } from '../../http/errors';

// Shop-wide wholesale settings of the admin toptan-ayarlari screen: the bank account transfers
// are paid into, and each product's pack size (koli).

/** The shop's bank account as every screen shows it (IBAN in full, in groups of four). */
export async function readBankAccount(db: Database): Promise<WholesaleBankAccountView | null> {
  const [row] = await db.select().from(wholesaleBankAccount).limit(1);
  if (!row) return null;
  return { bankName: row.bankName, accountHolder: row.accountHolder, iban: formatIban(row.iban) };
}

export async function saveBankAccount(
  db: Database,
  input: { bankName: string; accountHolder: string; iban: string },
  adminId: string,
): Promise<WholesaleBankAccountView> {
  if (!isValidTrIban(input.iban)) {
    throw new AppError(400, errorCodes.validation, 'IBAN geçerli değil.', [
      { field: 'body.iban', message: 'IBAN geçerli değil (TR ile başlayan 26 karakter).' },
    ]);
  }
  const values = {
    bankName: input.bankName,
    accountHolder: input.accountHolder,
    iban: normalizeTrIban(input.iban),
    updatedBy: adminId,
  };
  await db
    .insert(wholesaleBankAccount)
    .values(values)
    .onConflictDoUpdate({
      target: wholesaleBankAccount.id,
      set: { ...values, updatedAt: sql`now()` },
    });
  return {
    bankName: values.bankName,
    accountHolder: values.accountHolder,
    iban: formatIban(values.iban),
  };
}

/** A product's pack size; 1 removes it (sold by the unit again). */
export async function setPackSize(db: Database, productId: number, packSize: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new AppError(404, errorCodes.notFound, 'Ürün bulunamadı.');
  if (packSize <= 1) {
    await db.delete(wholesalePackSizes).where(eq(wholesalePackSizes.productId, productId));
    return 1;
  }
  await db
    .insert(wholesalePackSizes)
    .values({ productId, packSize })
    .onConflictDoUpdate({
      target: wholesalePackSizes.productId,
      set: { packSize, updatedAt: sql`now()` },
    });
  return packSize;
}
