import { readdirSync, readFileSync } from 'node:fs';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  WHOLESALE_ORDER_STATUSES,
} from '@carsi/domain';
import { describe, expect, it } from 'vitest';

// The back office, the wholesale portal and the shopper's order-change and return pages render
// the actions and flags the server sends (allowedActions, nextStatuses, shopperMayChange,
// takesIban) or ask the domain's predicates; none compares an order, payment, return or
// wholesale status itself.

const statuses = [
  ...new Set([
    ...ORDER_STATUSES,
    ...PAYMENT_STATUSES,
    ...REFUND_STATUSES,
    ...WHOLESALE_ORDER_STATUSES,
  ]),
].join('|');
const comparison = new RegExp(
  `[!=]==\\s*'(${statuses})'|'(${statuses})'\\s*[!=]==|\\[\\s*'(${statuses})'[^\\]]*\\]\\.includes\\(|new Set\\(\\[\\s*'(${statuses})'`,
);

const sourcesUnder = (dir: URL): URL[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourcesUnder(new URL(`${entry.name}/`, dir));
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [new URL(entry.name, dir)]
      : [];
  });

describe('status rules live in the domain', () => {
  const files = [
    ...sourcesUnder(new URL('./', import.meta.url)),
    ...sourcesUnder(new URL('../routes/admin/', import.meta.url)),
    ...sourcesUnder(new URL('../routes/wholesale/', import.meta.url)),
    ...sourcesUnder(new URL('../wholesale/', import.meta.url)),
    new URL('../components/purchase/OrderChanges.tsx', import.meta.url),
    new URL('../components/promotions/AddOnCheckout.tsx', import.meta.url),
    new URL('../routes/return-info.tsx', import.meta.url),
  ];

  it('finds the screens it checks', () => {
    expect(files.some((file) => file.pathname.endsWith('/routes/admin/order.tsx'))).toBe(true);
  });

  it.each(files.map((file) => [file.pathname.replace(/.*\/app\//, ''), file] as const))(
    '%s compares no order, payment, return or wholesale status',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const found = source.split('\n').filter((line) => comparison.test(line));
      expect(found).toEqual([]);
    },
  );
});
