import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema';

/**
 * The keys identity needs (code HMACs, captcha signatures, the Redis namespace), derived from
 * one random secret made on first start and kept in the database. Every process on the same
 * database derives the same keys, with nothing to configure.
 */
export interface IdentityKeys {
  /** HMAC key for stored SMS codes. */
  codes: Buffer;
  /** HMAC key ALTCHA signs challenges with. */
  captcha: string;
  /** Short id of this database's secret: namespaces Redis keys per shop database. */
  namespace: string;
}

const SECRET_NAME = 'identity';

export async function loadIdentityKeys(db: Database): Promise<IdentityKeys> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('identity secret could not be stored');
  const derive = (purpose: string) => createHmac('sha256', row.value).update(purpose).digest();
  return {
    codes: derive('sms-codes'),
    captcha: derive('captcha').toString('hex'),
    namespace: createHash('sha256').update(row.value).digest('hex').slice(0, 12),
  };
}
