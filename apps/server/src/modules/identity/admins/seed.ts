import { type AdminRole, isAdminRole } from '@carsi/contract';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { displayPhone } from '../phone';
import { createActiveAdmin, DEMO_ADMIN, seedDemoAdmin } from './service';

/**
 * The demo seed's admins, in sandbox mode only: there anyone reads their sign-in codes at
 * /__sandbox/sms, so in a real shop they would be open doors (a real shop's first admin comes
 * from `npm run admin:create`). Returns a line for the start-up log, or null.
 */
export async function seedSandboxAdmin(db: Database, config: Config): Promise<string | null> {
  if (!config.seedDemoData || !config.sandbox) return null;
  if (!(await seedDemoAdmin(db))) return null;
  return `Demo admin created: ${displayPhone(DEMO_ADMIN.phone)} — sign in at /admin-giris and read the code at /__sandbox/sms.`;
}

/** `npm run admin:create -- --phone 05xx… --name "Ad Soyad" [--role owner]`. */
export async function adminCreateCommand(db: Database, args: string[]): Promise<string> {
  const option = (name: string) => {
    const index = args.indexOf(`--${name}`);
    const value = index === -1 ? undefined : args[index + 1];
    return value?.startsWith('--') ? undefined : value;
  };
  const phone = option('phone');
  const name = option('name');
  const role = option('role') ?? 'owner';
  if (!phone || !name) {
    throw new Error(
      'Usage: npm run admin:create -- --phone 05xxxxxxxxx --name "Ad Soyad" [--role owner]',
    );
  }
  if (!isAdminRole(role)) {
    throw new Error(
      `Unknown role "${role}". Roles: owner, operations, customerService, warehouse, accounting, marketing`,
    );
  }
  const { admin, created } = await createActiveAdmin(db, {
    phone,
    name,
    role: role as AdminRole,
  }).catch((error: unknown) => {
    if (error instanceof Error && 'statusCode' in error) {
      throw new Error(`Not a Turkish mobile number: ${phone}`);
    }
    throw error;
  });
  return `${created ? 'Admin created' : 'Admin updated and activated'}: ${admin.name}, ${displayPhone(admin.phone)}, role ${admin.role}. Sign in at /admin-giris.`;
}
