import { isAdminRole, type Principal } from '@carsi/contract';
import { customerDisplayName } from '@carsi/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { admins, customers, type PrincipalKind, wholesaleAccounts } from '../../../db/schema';

/**
 * The person behind a session, as pages and guards see them. Wholesale accounts and admins must
 * still be active: deactivating one ends their access on the next request.
 */
export async function loadPrincipal(
  db: Database,
  kind: PrincipalKind,
  id: string,
): Promise<Principal | null> {
  if (kind === 'customer') {
    const [row] = await db
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.id, id));
    return row ? { kind, id, displayName: customerDisplayName(row.firstName, row.lastName) } : null;
  }
  if (kind === 'wholesale') {
    const [row] = await db
      .select({ companyName: wholesaleAccounts.companyName, status: wholesaleAccounts.status })
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.id, id));
    return row?.status === 'active' ? { kind, id, displayName: row.companyName } : null;
  }
  const [row] = await db
    .select({ name: admins.name, role: admins.role, status: admins.status })
    .from(admins)
    .where(eq(admins.id, id));
  if (row?.status !== 'active' || !isAdminRole(row.role)) return null;
  return { kind, id, displayName: row.name, role: row.role };
}
