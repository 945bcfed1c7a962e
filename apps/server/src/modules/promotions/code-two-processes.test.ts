import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { cartDiscountCodes, carts, discountCodes, discountCodeUses, skus } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { CART_COOKIE, newCartId } from '../cart/index';
import { seedTestCatalogue } from '../cart/testing';
import { orderBody, type ServerProcess, startServerProcess } from '../orders/testing';

// Only PostgreSQL can be shared by two processes; CI runs this with DATABASE_URL set.
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)("a code's last use across two server processes (PostgreSQL)", () => {
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(postgres!);
    url.pathname = `/${rows[0]?.name}`;
    servers = await Promise.all([
      startServerProcess(url.toString()),
      startServerProcess(url.toString()),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  }, 60_000);

  it('40 simultaneous orders holding a code with one use left: exactly one gets it', async () => {
    const db = database.db;
    const catalogue = await seedTestCatalogue(db);
    await db.update(skus).set({ countInStock: 1000 }).where(eq(skus.id, catalogue.quilt));
    const [code] = await db
      .insert(discountCodes)
      .values({ code: 'SONHAK', kind: 'amount', value: 1000, totalUses: 3, usedCount: 2 })
      .returning();
    const cartIds = Array.from({ length: 40 }, () => newCartId());
    await db.insert(carts).values(
      cartIds.map((id) => ({
        id,
        shareId: newCartId(),
        items: [{ indexId: 1, skuId: catalogue.quilt, qty: 1, free: false }],
      })),
    );
    await db
      .insert(cartDiscountCodes)
      .values(cartIds.map((cartId) => ({ cartId, codeId: code!.id })));

    const responses = await Promise.all(
      cartIds.map(async (id, i) => {
        const response = await fetch(`${servers[i % 2]!.origin}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `${CART_COOKIE}=${id}` },
          body: JSON.stringify(orderBody()),
        });
        return { status: response.status, body: (await response.json()) as { code?: string } };
      }),
    );
    const placed = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(39);
    for (const { body } of refused) expect(body.code).toBe('DISCOUNT_CODE_USED_UP');
    const [after] = await db.select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after!.usedCount).toBe(3);
    const uses = await db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.codeId, code!.id));
    expect(uses).toHaveLength(1);
  }, 120_000);
});
