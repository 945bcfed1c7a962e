import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { carts, productCampaigns } from '../../db/schema';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { CAMPAIGN_NOT_RUNNING_TEXT } from './cart-service';
import { seedTestCatalogue, startLandingCampaign } from './test-catalogue';
import { testVisitor, untilCampaignSells } from './test-visitor';

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

/** The sheet (110 TL, further units 88 TL, max 3) of a catalogue of its own: one campaign each. */
async function freshSheet() {
  return (await seedTestCatalogue(database.db)).sheet;
}

const storedItems = async (cartId: string | undefined) => {
  if (!cartId) return [];
  const [row] = await database.db.select().from(carts).where(eq(carts.id, cartId));
  return row?.items ?? [];
};

/** A campaign changed behind the server's back reaches the cart a moment later (untilCampaignSells). */
const settles = { timeout: 5_000, interval: 50 };

describe('landing campaign add-to-cart', () => {
  it('prices a campaign line at the campaign % (first and further units), apart from the regular line', async () => {
    const sheet = await freshSheet();
    const campaignId = await startLandingCampaign(database.db, sheet, { pricePercent: 85 });
    await untilCampaignSells(app, sheet);
    const shopper = testVisitor(app);
    const added = await shopper.call('POST', '/api/cart/items', {
      skuId: sheet,
      qty: 2,
      campaign: true,
    });
    expect(added.statusCode).toBe(200);
    // 85 % of 110 TL and of 88 TL: 93.50 TL + 74.80 TL.
    expect(added.json().items).toMatchObject([
      { skuId: sheet, qty: 2, price: 9_350, priceGap: 7_480, priceForOne: 11_000 },
    ]);
    expect(added.json().items[0].itemsTotalPrice).toBe(16_830);
    expect(added.json().added).toMatchObject({ qty: 2, value: 16_830 });
    // The same SKU at its regular price is a line of its own; each add sums into its own line.
    await shopper.call('POST', '/api/cart/items', { skuId: sheet, qty: 1 });
    const cart = (
      await shopper.call('POST', '/api/cart/items', { skuId: sheet, qty: 1, campaign: true })
    ).json();
    expect(cart.items.map((l: { qty: number; price: number }) => [l.qty, l.price])).toEqual([
      [3, 9_350],
      [1, 11_000],
    ]);
    expect(cart.totals.totalAmountWithVat).toBe(9_350 + 2 * 7_480 + 11_000);
    expect((await storedItems(shopper.cookie())).map((l) => l.campaignId)).toEqual([
      campaignId,
      undefined,
    ]);
  });

  it('refuses campaign: true without a running landing campaign (409, body.campaign) and writes nothing', async () => {
    const sheet = await freshSheet();
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: sheet, qty: 1 });
    const before = await storedItems(shopper.cookie());
    const refusedWith = async () => {
      const response = await shopper.call('POST', '/api/cart/items', {
        skuId: sheet,
        qty: 1,
        campaign: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'CAMPAIGN_NOT_RUNNING',
        message: CAMPAIGN_NOT_RUNNING_TEXT,
        errors: [{ field: 'body.campaign', message: CAMPAIGN_NOT_RUNNING_TEXT }],
      });
      expect(await storedItems(shopper.cookie())).toEqual(before);
    };
    // No campaign at all.
    await refusedWith();
    // Switched off, then ended, then not started yet.
    const id = await startLandingCampaign(database.db, sheet, { isActive: false });
    await refusedWith();
    const campaign = eq(productCampaigns.id, id);
    await database.db
      .update(productCampaigns)
      .set({ isActive: true, endsAt: new Date(Date.now() - 1_000) })
      .where(campaign);
    await refusedWith();
    await database.db
      .update(productCampaigns)
      .set({ endsAt: null, startsAt: new Date(Date.now() + 3_600_000) })
      .where(campaign);
    await refusedWith();
    // A new visitor refused gets no cart either.
    const newcomer = testVisitor(app);
    const response = await newcomer.call('POST', '/api/cart/items', {
      skuId: sheet,
      qty: 1,
      campaign: true,
    });
    expect(response.statusCode).toBe(409);
    expect(newcomer.cookie()).toBeUndefined();
  });

  it('falls back to the regular price once the campaign ends or is switched off, and back while it runs', async () => {
    const sheet = await freshSheet();
    const id = await startLandingCampaign(database.db, sheet, { pricePercent: 50 });
    await untilCampaignSells(app, sheet);
    const shopper = testVisitor(app);
    await shopper.call('POST', '/api/cart/items', { skuId: sheet, qty: 2, campaign: true });
    const line = async () => (await shopper.call('GET', '/api/cart')).json().items[0];
    expect(await line()).toMatchObject({ price: 5_500, priceGap: 4_400, itemsTotalPrice: 9_900 });
    const campaign = eq(productCampaigns.id, id);
    await database.db
      .update(productCampaigns)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(campaign);
    await expect.poll(line, settles).toMatchObject({
      price: 11_000,
      priceGap: 8_800,
      itemsTotalPrice: 19_800,
    });
    await database.db
      .update(productCampaigns)
      .set({ endsAt: null, isActive: false })
      .where(campaign);
    await expect.poll(line, settles).toMatchObject({ price: 11_000, itemsTotalPrice: 19_800 });
    // The same campaign running again (its % changed) prices the line again.
    await database.db
      .update(productCampaigns)
      .set({ isActive: true, pricePercent: 80 })
      .where(campaign);
    await expect.poll(line, settles).toMatchObject({ price: 8_800, priceGap: 7_040 });
  });
});
