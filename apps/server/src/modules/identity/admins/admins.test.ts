import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import { admins, wholesaleAccounts } from '../../../db/schema';
import { openTestDatabase } from '../../../db/test-database';
import { adminCreateCommand, seedSandboxAdmin } from './seed';
import { adminOverview, createActiveAdmin, DEMO_ADMIN, DEMO_ROLE_ADMINS } from './service';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('demo admin seed', () => {
  it('is not created outside sandbox mode (the real providers set)', async () => {
    const live = loadConfig({
      IYZICO_API_KEY: 'k',
      IYZICO_SECRET_KEY: 's',
      NETGSM_USERCODE: 'u',
      NETGSM_PASSWORD: 'p',
      NETGSM_HEADER: 'CARSI',
      PUBLIC_URL: 'https://shop.example',
    });
    expect(live.sandbox).toBe(false);
    expect(await seedSandboxAdmin(database.db, live)).toBeNull();
    expect(await database.db.select().from(admins)).toHaveLength(0);
  });

  it('creates the README owner and one admin per other role in sandbox mode, once', async () => {
    const sandbox = loadConfig({});
    expect(await seedSandboxAdmin(database.db, sandbox)).toContain('0500 000 00 01');
    expect(await seedSandboxAdmin(database.db, sandbox)).toBeNull();
    const rows = await database.db.select().from(admins);
    expect(rows).toHaveLength(1 + DEMO_ROLE_ADMINS.length);
    expect(rows).toEqual(
      expect.arrayContaining(
        [DEMO_ADMIN, ...DEMO_ROLE_ADMINS].map(({ phone, role }) =>
          expect.objectContaining({ phone, role, status: 'active' }),
        ),
      ),
    );
    expect(new Set(rows.map((row) => row.role)).size).toBe(6);
  });
});

describe('npm run admin:create', () => {
  it('creates an active owner, and updates an existing admin', async () => {
    const created = await adminCreateCommand(database.db, [
      '--phone',
      '0533 111 22 33',
      '--name',
      'Ayşe Kaya',
    ]);
    expect(created).toBe(
      'Admin created: Ayşe Kaya, 0533 111 22 33, role owner. Sign in at /admin-giris.',
    );
    const updated = await adminCreateCommand(database.db, [
      '--phone',
      '+905331112233',
      '--name',
      'Ayşe Kaya',
      '--role',
      'marketing',
    ]);
    expect(updated).toContain('Admin updated and activated');
    const [row] = await database.db.select().from(admins).where(eq(admins.phone, '+905331112233'));
    expect(row).toMatchObject({ role: 'marketing', status: 'active' });
  });

  it('explains bad arguments', async () => {
    await expect(adminCreateCommand(database.db, ['--name', 'X'])).rejects.toThrow(/Usage/);
    await expect(
      adminCreateCommand(database.db, ['--phone', '0212 555 11 22', '--name', 'X']),
    ).rejects.toThrow('Not a Turkish mobile number: 0212 555 11 22');
    await expect(
      adminCreateCommand(database.db, ['--phone', '05331112233', '--name', 'X', '--role', 'boss']),
    ).rejects.toThrow(/Unknown role "boss"/);
  });
});

describe('admin overview', () => {
  it('shows approvals to the owner and wholesale applications to accounting, nothing else', async () => {
    await database.db.insert(admins).values({ name: 'Bekleyen', phone: '+905449998877' });
    await database.db.insert(wholesaleAccounts).values({
      companyName: 'Ege Tekstil',
      contactName: 'Can Ege',
      email: 'can@ege.example',
      phone: '+905449998866',
    });
    const owner = (
      await createActiveAdmin(database.db, { phone: '05440000001', name: 'Sahip', role: 'owner' })
    ).admin;
    const accountant = (
      await createActiveAdmin(database.db, {
        phone: '05440000002',
        name: 'Muhasebe',
        role: 'accounting',
      })
    ).admin;
    const packer = (
      await createActiveAdmin(database.db, {
        phone: '05440000003',
        name: 'Depo',
        role: 'warehouse',
      })
    ).admin;

    const ownerView = await adminOverview(database.db, owner._id);
    expect(ownerView?.pendingAdmins?.map((a) => a.name)).toEqual(['Bekleyen']);
    expect(ownerView?.pendingWholesale?.map((a) => a.companyName)).toEqual(['Ege Tekstil']);

    const accountingView = await adminOverview(database.db, accountant._id);
    expect(accountingView?.pendingAdmins).toBeNull();
    expect(accountingView?.pendingWholesale).toHaveLength(1);

    const warehouseView = await adminOverview(database.db, packer._id);
    expect(warehouseView).toMatchObject({
      me: { role: 'warehouse' },
      pendingAdmins: null,
      pendingWholesale: null,
    });
  });
});
