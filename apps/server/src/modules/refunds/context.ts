import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../integrations/iyzico';

/** What writes a refund's rows: the database, or the caller's transaction. */
export type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/** What asking the provider needs: the database, the provider and the clock. */
export interface RefundContext {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
}

/** A provider's error as kept on the refund row (and in the admins' alert). */
export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);
