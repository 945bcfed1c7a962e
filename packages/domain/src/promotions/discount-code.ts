import { formatTL } from '../money/format';
import { assertKurus, type Kurus } from '../money/kurus';
import { roundHalfUp } from '../money/rounding';

/**
 * Discount codes: an amount or a percent off the lines a code covers,
 * above a minimum cart, inside a validity window, a limited number of times in all and per
 * phone/customer. Codes are case-sensitive: the 404 page's `hata20` is not `HATA20` (a code
 * that differs only in case is refused with its own message, and two stored codes may not
 * differ only in case, so the refusal is unambiguous). All money is VAT-included kuruş.
 */
export type DiscountCodeKind = 'amount' | 'percent';

export interface DiscountCodeRule {
  code: string;
  kind: DiscountCodeKind;
  /** Kuruş off for `amount`; whole percent (1–100) for `percent`. */
  value: number;
  /** The VAT-included cart total (before codes) the cart must reach; 0 for none. */
  minimumCart: Kurus;
  /** Valid from / until (ms, inclusive); null = open. */
  startsAt: number | null;
  endsAt: number | null;
  /** Uses in all; null = unlimited. */
  totalUses: number | null;
  usedCount: number;
  /** Uses per phone (and per signed-in customer); null = unlimited. */
  usesPerPhone: number | null;
  /** The code covers only these products / departments; both empty = the whole cart. */
  productIds: readonly number[];
  departmentIds: readonly number[];
  /** May sit in one cart next to other codes (stacking). */
  isDuplicateAllowed: boolean;
  isActive: boolean;
}

/** What a code reads of a cart line. */
export interface CodeLine {
  /** VAT-included line total (0 for a free line). */
  gross: Kurus;
  productId: number;
  departmentId: number | null;
}

export type CodeRefusal =
  | 'UNKNOWN'
  | 'WRONG_CASE'
  | 'INACTIVE'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'USED_UP'
  | 'USED_BY_PHONE'
  | 'BELOW_MINIMUM'
  | 'NOT_APPLICABLE'
  | 'NOT_STACKABLE'
  | 'ALREADY_APPLIED';

/** The shopper's message for each refusal (Turkish, shown verbatim). */
export function codeRefusalText(
  refusal: CodeRefusal,
  rule?: Pick<DiscountCodeRule, 'minimumCart'>,
) {
  switch (refusal) {
    case 'UNKNOWN':
      return 'Bu indirim kodu bulunamadı. Kodu kontrol edip yeniden deneyin.';
    case 'WRONG_CASE':
      return 'İndirim kodları büyük-küçük harfe duyarlıdır. Kodu size verildiği gibi yazın.';
    case 'INACTIVE':
      return 'Bu indirim kodu şu anda kullanılamıyor.';
    case 'NOT_STARTED':
      return 'Bu indirim kodu henüz geçerli değil.';
    case 'EXPIRED':
      return 'Bu indirim kodunun süresi doldu.';
    case 'USED_UP':
      return 'Bu indirim kodunun kullanım hakkı doldu.';
    case 'USED_BY_PHONE':
      return 'Bu indirim kodunu bu telefon numarasıyla daha önce kullandınız.';
    case 'BELOW_MINIMUM':
      return `Bu indirim kodu en az ${formatTL(rule?.minimumCart ?? 0)} tutarındaki sepetlerde geçerli.`;
    case 'NOT_APPLICABLE':
      return 'Bu indirim kodu sepetinizdeki ürünlerde geçerli değil.';
    case 'NOT_STACKABLE':
      return 'Bu indirim kodu başka bir indirim koduyla birlikte kullanılamaz.';
    case 'ALREADY_APPLIED':
      return 'Bu indirim kodu sepetinizde zaten uygulanmış.';
  }
}

/** Finds an entered code among stored ones: exact match, else a case-only mismatch, else none. */
export function matchCode<T extends { code: string }>(
  entered: string,
  stored: readonly T[],
): { rule: T } | { refusal: 'UNKNOWN' | 'WRONG_CASE' } {
  const text = entered.trim();
  const exact = stored.find((rule) => rule.code === text);
  if (exact) return { rule: exact };
  const lower = text.toLocaleLowerCase('tr');
  if (stored.some((rule) => rule.code.toLocaleLowerCase('tr') === lower)) {
    return { refusal: 'WRONG_CASE' };
  }
  return { refusal: 'UNKNOWN' };
}

export interface CodeCheckContext {
  nowMs: number;
  /** VAT-included cart total before any code. */
  cartTotal: Kurus;
  /** Earlier uses of this code by the order's phone / the customer (0 when unknown yet). */
  usesByPhone: number;
}

/** Whether a code may be used now on this cart; null when it may. */
export function checkDiscountCode(
  rule: DiscountCodeRule,
  lines: readonly CodeLine[],
  context: CodeCheckContext,
): CodeRefusal | null {
  if (!rule.isActive) return 'INACTIVE';
  if (rule.startsAt !== null && context.nowMs < rule.startsAt) return 'NOT_STARTED';
  if (rule.endsAt !== null && context.nowMs > rule.endsAt) return 'EXPIRED';
  if (rule.totalUses !== null && rule.usedCount >= rule.totalUses) return 'USED_UP';
  if (rule.usesPerPhone !== null && context.usesByPhone >= rule.usesPerPhone) {
    return 'USED_BY_PHONE';
  }
  if (context.cartTotal < rule.minimumCart) return 'BELOW_MINIMUM';
  if (!lines.some((line, i) => line.gross > 0 && coversLine(rule, lines[i]!))) {
    return 'NOT_APPLICABLE';
  }
  return null;
}

/** Whether a new code may join the codes already in the cart (isDuplicateAllowed). */
export function checkStacking(
  rule: Pick<DiscountCodeRule, 'code' | 'isDuplicateAllowed'>,
  applied: readonly Pick<DiscountCodeRule, 'code' | 'isDuplicateAllowed'>[],
): CodeRefusal | null {
  if (applied.some((other) => other.code === rule.code)) return 'ALREADY_APPLIED';
  if (applied.length === 0) return null;
  if (!rule.isDuplicateAllowed || applied.some((other) => !other.isDuplicateAllowed)) {
    return 'NOT_STACKABLE';
  }
  return null;
}

/** Whether a code covers a line: products or departments listed, or the whole cart. */
export function coversLine(
  rule: Pick<DiscountCodeRule, 'productIds' | 'departmentIds'>,
  line: CodeLine,
): boolean {
  if (rule.productIds.length === 0 && rule.departmentIds.length === 0) return true;
  return (
    rule.productIds.includes(line.productId) ||
    (line.departmentId !== null && rule.departmentIds.includes(line.departmentId))
  );
}

/** What a code takes off an eligible total: the amount or the percent, never more than it. */
export function codeDiscountAmount(
  rule: Pick<DiscountCodeRule, 'kind' | 'value'>,
  eligibleTotal: Kurus,
): Kurus {
  assertKurus(eligibleTotal, 'eligible total');
  const raw =
    rule.kind === 'amount'
      ? rule.value
      : roundHalfUp(eligibleTotal * Math.min(Math.max(rule.value, 0), 100), 100);
  return Math.max(0, Math.min(raw, eligibleTotal));
}

/**
 * Splits `amount` over `weights` in proportion (largest remainder, ties to the earlier entry):
 * the shares add up to `amount` exactly (capped at the weights' sum) and none exceeds its weight.
 */
export function splitByWeight(weights: readonly Kurus[], amount: Kurus): Kurus[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const taken = BigInt(Math.max(0, Math.min(amount, total)));
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => taken * BigInt(w));
  const shares = exact.map((part) => part / BigInt(total));
  let left = taken - shares.reduce((sum, s) => sum + s, 0n);
  const order = exact
    .map((part, index) => ({ index, remainder: part % BigInt(total) }))
    .filter((entry) => entry.remainder > 0n)
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

export interface AppliedCode {
  code: string;
  /** Kuruş the code took off in all. */
  amount: Kurus;
  /** Kuruş the code took off each line (same order as the lines). */
  perLine: Kurus[];
}

export interface CodesApplied {
  codes: AppliedCode[];
  /** Kuruş all codes took off each line. */
  perLine: Kurus[];
  /** Σ perLine. */
  total: Kurus;
}

/**
 * Applies codes in order: each takes its amount from what the earlier ones left of the lines it
 * covers, split over them by their remaining totals. The caller has checked the codes.
 */
export function applyDiscountCodes(
  lines: readonly CodeLine[],
  rules: readonly Pick<
    DiscountCodeRule,
    'code' | 'kind' | 'value' | 'productIds' | 'departmentIds'
  >[],
): CodesApplied {
  const left = lines.map((line) => Math.max(0, line.gross));
  const perLine = lines.map(() => 0);
  const codes = rules.map((rule) => {
    const weights = lines.map((line, i) => (coversLine(rule, line) ? left[i]! : 0));
    const eligible = weights.reduce((sum, w) => sum + w, 0);
    const amount = codeDiscountAmount(rule, eligible);
    const shares = splitByWeight(weights, amount);
    shares.forEach((share, i) => {
      left[i]! -= share;
      perLine[i]! += share;
    });
    return { code: rule.code, amount, perLine: shares };
  });
  return { codes, perLine, total: perLine.reduce((sum, d) => sum + d, 0) };
}
