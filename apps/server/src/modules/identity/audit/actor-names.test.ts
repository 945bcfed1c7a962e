import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { admins, skus } from '../../../db/schema';
import { openTestDatabase } from '../../../db/test-database';
import { buildTestApp } from '../../../test-app';
import { seedTestCatalogue, testVisitor } from '../../cart/testing';
import { orderBody } from '../../orders/testing';
import { createActiveAdmin } from '../admins/service';
import { createSession } from '../sessions/service';
import { testPhone } from '../test-support';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function namedAdmin(name: string, role: 'operations' | 'owner') {
  const { admin } = await createActiveAdmin(database.db, { phone: testPhone(), name, role });
  const { token } = await createSession(database.db, {
    kind: 'admin',
    principalId: admin._id,
    ttlMs: 3_600_000,
  });
  return { id: admin._id, headers: { authorization: `Bearer ${token}` } };
}

describe('staff in order history and notes', () => {
  it('shows the admin by name, read when the order is opened', async () => {
    const catalogue = await seedTestCatalogue(database.db);
    await database.db.update(skus).set({ countInStock: 100 });
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: catalogue.sheet, qty: 1 });
    const order = (await shopper.call('POST', '/api/orders', orderBody())).json();
    expect(order.orderId).toBeTruthy();
    const cod = await shopper.call('PUT', '/api/orders/paymentinfo', {
      orderId: order.orderId,
      paymentMethod: 'CashOnDelivery',
    });
    expect(cod.statusCode, cod.body).toBe(200);

    const clerk = await namedAdmin('Osman Kaya', 'operations');
    const owner = await namedAdmin('Ayşe Sahip', 'owner');
    const url = `/api/admin/orders/${order.orderId}`;
    const note = await app.inject({
      method: 'POST',
      url: `${url}/note`,
      headers: clerk.headers,
      payload: { note: 'Müşteri akşam aranacak' },
    });
    expect(note.statusCode, note.body).toBe(200);
    const cancel = await app.inject({
      method: 'POST',
      url: `${url}/cancel`,
      headers: clerk.headers,
      payload: { reason: 'Müşteri vazgeçti' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const read = async () =>
      (await app.inject({ url, headers: owner.headers })).json() as {
        history: { actor: string; actorName: string; toStatus: string | null }[];
        notes: { actor: string; actorName: string; note: string }[];
      };
    const detail = await read();
    expect(detail.notes).toEqual([
      expect.objectContaining({ actorName: 'Osman Kaya', note: 'Müşteri akşam aranacak' }),
    ]);
    const cancelled = detail.history.find((h) => h.toStatus === 'CANCELLED');
    expect(cancelled).toMatchObject({ actor: `admin:${clerk.id}`, actorName: 'Osman Kaya' });
    expect(detail.history.every((h) => !h.actorName.startsWith('admin:'))).toBe(true);

    // A renamed admin reads with the new name everywhere: the name is looked up, not copied.
    await database.db
      .update(admins)
      .set({ name: 'Osman Kaya Demir' })
      .where(eq(admins.id, clerk.id));
    const again = await read();
    expect(again.notes[0]?.actorName).toBe('Osman Kaya Demir');
    expect(again.history.find((h) => h.toStatus === 'CANCELLED')?.actorName).toBe(
      'Osman Kaya Demir',
    );
  });
});
