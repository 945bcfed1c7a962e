import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/test-database';
import { buildTestApp } from '../../test-app';
import { seedDemoPromotions } from './demo-promotions';

// The README promises demo pop-ups; the storefront's public list carried none.

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await seedDemoPromotions(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the demo pop-ups', () => {
  it('are in the public list: an intent pop with a code on list pages, an exit pop on search', async () => {
    const response = await app.inject('/api/adminpops/listpops?requestedby=client');
    expect(response.statusCode).toBe(200);
    const pops = response.json().pops as {
      popType: string;
      existDiscount: boolean;
      displayOnlyHere: string[];
      title: string;
    }[];
    expect(pops.map((pop) => [pop.popType, pop.displayOnlyHere, pop.existDiscount])).toEqual(
      expect.arrayContaining([
        ['intentPop', ['/sayfa/'], true],
        ['exitPop', ['/ara/'], false],
      ]),
    );
    expect(pops.every((pop) => pop.title.length > 0)).toBe(true);
  });
});
