import { addToCart, type NewCartLine } from '@carsi/domain';
import type { PricedLine } from '../pricing/index';

/** Units of each SKU the cart holds, free units included (they leave the shelf too). */
function unitsBySku(lines: readonly PricedLine[]): Map<number, { qty: number; line: PricedLine }> {
  const units = new Map<number, { qty: number; line: PricedLine }>();
  for (const line of lines) {
    const entry = units.get(line.skuNumber);
    units.set(line.skuNumber, { qty: (entry?.qty ?? 0) + line.qty, line });
  }
  return units;
}

/** The first SKU the cart holds more units of than the shelf has, if any. */
export function overStock(lines: readonly PricedLine[]): PricedLine | undefined {
  for (const { qty, line } of unitsBySku(lines).values()) {
    if (qty > line.countInStock) return line;
  }
  return undefined;
}

/** Free lines directly after the line at `index` (its gift or the free half of its pair). */
export function freeRunAfter(lines: readonly PricedLine[], index: number): PricedLine[] {
  const run: PricedLine[] = [];
  for (const line of lines.slice(index + 1)) {
    if (line.price !== 0) break;
    run.push(line);
  }
  return run;
}

/** Every free line follows the quantity of the paid line it comes with. */
export function giftsFollowTheirLine(lines: readonly PricedLine[]): PricedLine[] {
  let paidQty = 0;
  return lines.map((line) => {
    if (line.price !== 0) {
      paidQty = line.qty;
      return line;
    }
    return line.qty === paidQty ? line : { ...line, qty: paidQty };
  });
}

/** The domain's add (sum capped at maxPurchaseQty, BOGO pairs apart), gifts kept in step. */
export function addLine(
  lines: readonly PricedLine[],
  line: NewCartLine<PricedLine>,
  free: readonly NewCartLine<PricedLine>[],
): PricedLine[] {
  return giftsFollowTheirLine(addToCart(lines, line, { free }));
}

const asNew = ({ indexId: _, ...line }: PricedLine): NewCartLine<PricedLine> => line;

/**
 * A visitor's cart merged into a customer's when they sign in: each paid line of `from` is
 * added to `into` the way the shopper adding it again would be, with its free lines. When the
 * shelf cannot cover the sum, fewer units are added, or none.
 */
export function mergeLines(into: readonly PricedLine[], from: readonly PricedLine[]): PricedLine[] {
  let lines = [...into];
  from.forEach((paid, index) => {
    if (paid.price === 0) return;
    const free = freeRunAfter(from, index).map(asNew);
    for (let qty = paid.qty; qty >= 1; qty--) {
      const next = addLine(
        lines,
        { ...asNew(paid), qty },
        free.map((f) => ({ ...f, qty })),
      );
      if (!overStock(next)) {
        lines = next;
        return;
      }
    }
  });
  return lines;
}
