import {
  applyDiscountCodes,
  type CodeLine,
  type CodeRefusal,
  type CodesApplied,
  checkDiscountCode,
  checkStacking,
  codeRefusalText,
  type DiscountCodeRule,
  lineAmounts,
  matchCode,
} from '@carsi/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartDiscountCodes, discountCodes, discountCodeUses, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { PricedLine } from '../catalogue/index';

type CodeRow = typeof discountCodes.$inferSelect;

/** A stored code as the domain's rule. */
export function ruleOf(row: CodeRow): DiscountCodeRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minimumCart: row.minimumCart,
    startsAt: row.startsAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    totalUses: row.totalUses,
    usedCount: row.usedCount,
    usesPerPhone: row.usesPerPhone,
    productIds: row.productIds,
    departmentIds: row.departmentIds,
    isDuplicateAllowed: row.isDuplicateAllowed,
    isActive: row.isActive,
  };
}

/** Who is using a code: the order's phone (known at checkout) and the signed-in customer. */
export interface CodeUser {
  phone?: string | null | undefined;
  customerId?: string | null | undefined;
}

/** The codes of a cart, checked against its lines now. */
export interface CartCodes {
  applied: CodesApplied;
  /** The codes that hold, with their rows (same order as applied.codes). */
  rows: CodeRow[];
  descriptions: string[];
  /** Codes entered earlier that no longer hold. */
  notices: { code: string; message: string; refusal: CodeRefusal }[];
}

export const NO_CODES: CartCodes = {
  applied: { codes: [], perLine: [], total: 0 },
  rows: [],
  descriptions: [],
  notices: [],
};

/** What codes read of the priced lines: totals, products and their departments. */
async function codeLines(db: Database, lines: readonly PricedLine[]): Promise<CodeLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const departments = ids.length
    ? await db
        .select({ id: products.id, departmentId: products.departmentId })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const departmentOf = new Map(departments.map((row) => [row.id, row.departmentId]));
  return lines.map((line) => ({
    gross: lineAmounts(line).gross,
    productId: line.productId,
    departmentId: departmentOf.get(line.productId) ?? null,
  }));
}

/** Earlier uses of a code by this phone or this customer. */
async function usesBy(db: Database, codeId: number, user: CodeUser): Promise<number> {
  const who = [
    user.phone ? eq(discountCodeUses.phone, user.phone) : undefined,
    user.customerId ? eq(discountCodeUses.customerId, user.customerId) : undefined,
  ].filter((c) => c !== undefined);
  if (who.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.codeId, codeId), or(...who)));
  return row?.n ?? 0;
}

/** Checks each of `rows` in order against the lines; the ones that hold are applied. */
async function evaluate(
  db: Database,
  rows: readonly CodeRow[],
  lines: readonly PricedLine[],
  nowMs: number,
  user: CodeUser,
): Promise<CartCodes> {
  if (rows.length === 0 || lines.length === 0) return NO_CODES;
  const codeLineList = await codeLines(db, lines);
  const cartTotal = codeLineList.reduce((sum, line) => sum + line.gross, 0);
  const accepted: CodeRow[] = [];
  const notices: CartCodes['notices'] = [];
  for (const row of rows) {
    const rule = ruleOf(row);
    const refusal =
      checkDiscountCode(rule, codeLineList, {
        nowMs,
        cartTotal,
        usesByPhone: rule.usesPerPhone === null ? 0 : await usesBy(db, row.id, user),
      }) ?? checkStacking(rule, accepted.map(ruleOf));
    if (refusal) notices.push({ code: row.code, refusal, message: codeRefusalText(refusal, rule) });
    else accepted.push(row);
  }
  return {
    applied: applyDiscountCodes(codeLineList, accepted.map(ruleOf)),
    rows: accepted,
    descriptions: accepted.map((row) => row.description),
    notices,
  };
}

/** The codes entered in a cart, checked now against its lines. */
export async function cartCodes(
  db: Database,
  cartId: string,
  lines: readonly PricedLine[],
  nowMs: number,
  user: CodeUser = {},
): Promise<CartCodes> {
  if (lines.length === 0) return NO_CODES;
  const rows = await db
    .select({ code: discountCodes })
    .from(cartDiscountCodes)
    .innerJoin(discountCodes, eq(discountCodes.id, cartDiscountCodes.codeId))
    .where(eq(cartDiscountCodes.cartId, cartId))
    .orderBy(asc(cartDiscountCodes.appliedAt), asc(discountCodes.id));
  return evaluate(
    db,
    rows.map((r) => r.code),
    lines,
    nowMs,
    user,
  );
}

/** A refusal as the API's 400, naming the code field. */
export function codeRefused(
  refusal: CodeRefusal,
  rule?: Pick<DiscountCodeRule, 'minimumCart'>,
  field = 'body.code',
): AppError {
  const message = codeRefusalText(refusal, rule);
  return new AppError(400, `DISCOUNT_CODE_${refusal}`, message, [{ field, message }]);
}

/**
 * Puts an entered code in the cart (inside the cart's locked change): found case-sensitively,
 * checked against the lines and the codes already there. A refusal writes nothing.
 */
export async function enterCode(
  tx: Database,
  cartId: string,
  entered: string,
  lines: readonly PricedLine[],
  nowMs: number,
  user: CodeUser,
): Promise<void> {
  if (lines.length === 0) {
    throw new AppError(409, 'EMPTY_CART', 'İndirim kodu kullanmak için sepetinize ürün ekleyin.');
  }
  const candidates = await tx
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${entered.trim()})`);
  const match = matchCode(entered, candidates);
  if ('refusal' in match) throw codeRefused(match.refusal);
  const current = await cartCodes(tx, cartId, lines, nowMs, user);
  if (current.rows.some((row) => row.id === match.rule.id)) throw codeRefused('ALREADY_APPLIED');
  const checked = await evaluate(tx, [...current.rows, match.rule], lines, nowMs, user);
  const notice = checked.notices.find((n) => n.code === match.rule.code);
  if (notice) throw codeRefused(notice.refusal, ruleOf(match.rule));
  // Codes that no longer held are dropped with the new one's entry: the cart shows what holds.
  const stale = current.notices.map((n) => n.code);
  if (stale.length > 0) {
    const staleIds = (
      await tx
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(inArray(discountCodes.code, stale))
    ).map((r) => r.id);
    await tx
      .delete(cartDiscountCodes)
      .where(
        and(eq(cartDiscountCodes.cartId, cartId), inArray(cartDiscountCodes.codeId, staleIds)),
      );
  }
  await tx
    .insert(cartDiscountCodes)
    .values({ cartId, codeId: match.rule.id, appliedAt: new Date(nowMs) })
    .onConflictDoNothing();
}

/** Takes a code out of a cart (exact spelling); an absent code is a no-op. */
export async function dropCode(tx: Database, cartId: string, code: string): Promise<void> {
  const [row] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  if (!row) return;
  await tx
    .delete(cartDiscountCodes)
    .where(and(eq(cartDiscountCodes.cartId, cartId), eq(cartDiscountCodes.codeId, row.id)));
}

/**
 * Counts the uses of an order's codes, inside the order's transaction. The conditional update
 * takes the code's row lock and re-checks the limit against the committed count, so of two
 * orders racing for the last use exactly one gets it (across processes); the other is refused
 * and its whole transaction rolls back. The per-phone limit is checked again under that lock.
 */
export async function redeemCodes(
  tx: Database,
  input: {
    cartId: string;
    orderId: string;
    phone: string;
    customerId: string | null;
    codes: CartCodes;
    now: Date;
  },
): Promise<void> {
  const { codes } = input;
  for (const [i, row] of codes.rows.entries()) {
    const [taken] = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1`, updatedAt: input.now })
      .where(
        and(
          eq(discountCodes.id, row.id),
          eq(discountCodes.isActive, true),
          sql`(${discountCodes.totalUses} is null or ${discountCodes.usedCount} < ${discountCodes.totalUses})`,
        ),
      )
      .returning({ id: discountCodes.id });
    if (!taken) throw orderCodeRefused(row.code, 'USED_UP');
    if (row.usesPerPhone !== null) {
      const used = await usesBy(tx, row.id, { phone: input.phone, customerId: input.customerId });
      if (used >= row.usesPerPhone) throw orderCodeRefused(row.code, 'USED_BY_PHONE');
    }
    await tx.insert(discountCodeUses).values({
      codeId: row.id,
      orderId: input.orderId,
      phone: input.phone,
      customerId: input.customerId,
      amount: codes.applied.codes[i]?.amount ?? 0,
      usedAt: input.now,
    });
  }
  await tx.delete(cartDiscountCodes).where(eq(cartDiscountCodes.cartId, input.cartId));
}

/** An order refused for one of its codes: 409, the code named, nothing written. */
export function orderCodeRefused(
  code: string,
  refusal: CodeRefusal,
  text: string = codeRefusalText(refusal),
): AppError {
  const message = `${code}: ${text} Sepetinizden kodu çıkarıp yeniden deneyin.`;
  return new AppError(409, `DISCOUNT_CODE_${refusal}`, message);
}
