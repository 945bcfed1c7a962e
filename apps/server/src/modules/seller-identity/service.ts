import type { LegalFacts, SellerIdentity, sellerIdentityFields } from '@carsi/contract';
import type { ReturnShippingTerms } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { sellerIdentity } from '../../db/schema';

type Row = typeof sellerIdentity.$inferSelect;
export type SellerIdentityFields = z.output<typeof sellerIdentityFields>;

/**
 * Until the owner fills the settings in, the shop names itself with blanks the pages show as
 * "—": a real shop never shows the demo's made-up identity.
 */
const EMPTY: SellerIdentity = {
  tradeName: '',
  mersisNumber: '',
  taxOffice: '',
  taxNumber: '',
  address: '',
  phone: '',
  email: '',
  kepAddress: '',
  etbisNumber: '',
  updatedAt: new Date(0).toISOString(),
};

const toView = (row: Row): SellerIdentity => ({
  tradeName: row.tradeName,
  mersisNumber: row.mersisNumber,
  taxOffice: row.taxOffice,
  taxNumber: row.taxNumber,
  address: row.address,
  phone: row.phone,
  email: row.email,
  kepAddress: row.kepAddress,
  etbisNumber: row.etbisNumber,
  updatedAt: row.updatedAt.toISOString(),
});

/** The shop's legal identity as the owner last saved it (blanks before that). */
export async function readSellerIdentity(db: Database): Promise<SellerIdentity> {
  const [row] = await db.select().from(sellerIdentity).where(eq(sellerIdentity.id, 1));
  return row ? toView(row) : EMPTY;
}

/**
 * The identity with who saved it last, for the owner's settings page: an admin's name (saved
 * as `admin:<id>:<name>`), the seed's own words, or empty before the first save.
 */
export async function readSellerIdentityForAdmin(
  db: Database,
): Promise<{ sellerIdentity: SellerIdentity; updatedBy: string }> {
  const [row] = await db.select().from(sellerIdentity).where(eq(sellerIdentity.id, 1));
  if (!row) return { sellerIdentity: EMPTY, updatedBy: '' };
  const admin = /^admin:[^:]+:(.*)$/s.exec(row.updatedBy);
  return { sellerIdentity: toView(row), updatedBy: admin ? admin[1]! : row.updatedBy };
}

/** What the storefront's legal texts show: the identity and the shop's return terms. */
export async function readLegalFacts(
  db: Database,
  returnShipping: ReturnShippingTerms,
): Promise<LegalFacts> {
  return { seller: await readSellerIdentity(db), returnShipping };
}

/** Saves the shop's legal identity (one row), naming who saved it. */
export async function saveSellerIdentity(
  db: Pick<Database, 'insert'>,
  fields: SellerIdentityFields,
  savedBy: string,
): Promise<SellerIdentity> {
  const values = { ...fields, updatedAt: new Date(), updatedBy: savedBy };
  const [row] = await db
    .insert(sellerIdentity)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sellerIdentity.id, set: values })
    .returning();
  return toView(row!);
}
