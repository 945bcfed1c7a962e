import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findCycles,
  findViolations,
  moduleSpecifiers,
  sourceFiles,
} from './check-module-imports.mjs';

const roots = [];

/** A workspace holding only `files` (path → text), as the check sees one. */
function workspace(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'module-imports-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

const violationsIn = (root) =>
  findViolations(root, sourceFiles(root)).map((v) => `${v.file}:${v.line} ${v.specifier}`);

const modules = 'apps/server/src/modules';
const area = {
  [`${modules}/orders/index.ts`]: "export { placeOrder } from './place-order';\n",
  [`${modules}/orders/place-order.ts`]: 'export const placeOrder = () => 1;\n',
  [`${modules}/orders/test-order.ts`]: 'export const testOrder = () => 1;\n',
  [`${modules}/orders/testing.ts`]: "export { testOrder } from './test-order';\n",
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('module front doors', () => {
  it('reports an import into another area inner file, with its line', () => {
    const root = workspace({
      ...area,
      [`${modules}/cart/cart-service.ts`]: [
        "import { z } from 'zod';",
        "import { placeOrder } from '../orders/place-order.js';",
        '',
        "export const later = () => import('../orders/place-order');",
        "export type Order = import('../orders/place-order').Order;",
        "export { placeOrder as again } from '../orders/place-order';",
      ].join('\n'),
      'apps/server/src/http/web.ts':
        "import { placeOrder } from '../modules/orders/place-order';\n",
    });
    expect(violationsIn(root).sort()).toEqual([
      'apps/server/src/http/web.ts:1 ../modules/orders/place-order',
      `${modules}/cart/cart-service.ts:2 ../orders/place-order.js`,
      `${modules}/cart/cart-service.ts:4 ../orders/place-order`,
      `${modules}/cart/cart-service.ts:5 ../orders/place-order`,
      `${modules}/cart/cart-service.ts:6 ../orders/place-order`,
    ]);
  });

  it('lets an import through the front door, and a file import its own area freely', () => {
    const root = workspace({
      ...area,
      [`${modules}/cart/cart-service.ts`]: [
        "import { placeOrder } from '../orders/index.js';",
        "import * as orders from '../orders';",
        "import { lines } from './sub/lines';",
        "export const later = () => import('../orders/index');",
      ].join('\n'),
      [`${modules}/cart/sub/lines.ts`]: "import { x } from '../cart-service';\n",
      [`${modules}/orders/orders.test.ts`]: "import { placeOrder } from './place-order';\n",
      'apps/server/src/app.ts': "import { placeOrder } from './modules/orders/index';\n",
    });
    expect(violationsIn(root)).toEqual([]);
  });

  it('opens the testing door to tests and test helpers, not to production code', () => {
    const root = workspace({
      ...area,
      [`${modules}/cart/cart.test.ts`]: "import { testOrder } from '../orders/testing';\n",
      [`${modules}/cart/test-cart.ts`]: "import { testOrder } from '../orders/testing';\n",
      [`${modules}/cart/cart-service.ts`]: "import { testOrder } from '../orders/testing';\n",
      [`${modules}/cart/other.test.ts`]: "import { testOrder } from '../orders/test-order';\n",
    });
    expect(violationsIn(root).sort()).toEqual([
      `${modules}/cart/cart-service.ts:1 ../orders/testing`,
      `${modules}/cart/other.test.ts:1 ../orders/test-order`,
    ]);
  });

  it('covers a new area without being told about it', () => {
    const root = workspace({
      ...area,
      [`${modules}/shipping/index.ts`]: "export { rate } from './rates';\n",
      [`${modules}/shipping/rates.ts`]: 'export const rate = 1;\n',
      [`${modules}/orders/ship.ts`]: "import { rate } from '../shipping/rates';\n",
    });
    expect(violationsIn(root)).toEqual([`${modules}/orders/ship.ts:1 ../shipping/rates`]);
  });

  it('finds module specifiers in requires and vi.mock calls, not in strings or comments', () => {
    const text = [
      "// import { a } from '../orders/place-order';",
      'const text = "import { a } from \'../orders/place-order\'";',
      "vi.mock('../orders/place-order');",
      "const b = require('../orders/place-order');",
    ].join('\n');
    expect(moduleSpecifiers('x.ts', text)).toEqual([
      { specifier: '../orders/place-order', line: 3, column: 9 },
      { specifier: '../orders/place-order', line: 4, column: 19 },
    ]);
  });
});

const cyclesIn = (root) =>
  findCycles(root, sourceFiles(root)).map(({ areas, imports }) => ({
    areas,
    imports: imports.map((i) => `${i.from}>${i.to} ${i.at}`).sort(),
  }));

describe('cycles between module folders', () => {
  const door = (area, text = '') => ({ [`${modules}/${area}/index.ts`]: text });

  it('reports two areas that import each other, with the import on each side', () => {
    const root = workspace({
      ...door('orders', "export { refund } from './cancel';\n"),
      [`${modules}/orders/cancel.ts`]: "import type { Refunds } from '../refunds';\n",
      ...door('refunds', "export type { Order } from '../orders/index';\n"),
    });
    expect(cyclesIn(root)).toEqual([
      {
        areas: ['orders', 'refunds'],
        imports: [
          `orders>refunds ${modules}/orders/cancel.ts:1`,
          `refunds>orders ${modules}/refunds/index.ts:1`,
        ],
      },
    ]);
  });

  it('reports a ring through three areas as one cycle', () => {
    const root = workspace({
      ...door('a', "import '../b';\n"),
      ...door('b', "import '../c';\n"),
      ...door('c', "import '../a';\n"),
      ...door('d', "import '../a';\n"),
    });
    expect(cyclesIn(root).map((c) => c.areas)).toEqual([['a', 'b', 'c']]);
  });

  it('lets one-way imports, and tests and test helpers going back, through', () => {
    const root = workspace({
      ...door('identity'),
      ...door('orders', "import { a } from '../identity';\n"),
      [`${modules}/identity/identity.test.ts`]: "import { o } from '../orders/testing';\n",
      [`${modules}/identity/test-support.ts`]: "import { o } from '../orders';\n",
      [`${modules}/identity/testing.ts`]: "export { o } from '../orders';\n",
      'apps/server/src/app.ts': "import '../modules/orders';\nimport '../modules/identity';\n",
    });
    expect(cyclesIn(root)).toEqual([]);
  });
});
