import { DomainError } from '../errors';
import { DAY_MS } from '../time/clock';
import { isRefundReason, refundGuaranteeDays } from './refund-rules';
import { type RefundStatus, refundStatusMachine } from './refund-status';

/**
 * Easy returns (kolay iade) and the money that goes back for them: which units of an order may
 * still be returned, what each returned unit is worth, and the texts the shopper reads. Pure:
 * the server reads an order's lines and earlier returns and asks.
 */

/** What a return needs of an order line (the server's OrderItemSnapshot has more). */
export interface ReturnableLine {
  qty: number;
  /** VAT-included line total (what is left of it after any partial cancel). */
  itemsTotalPrice: number;
  /** The line's share of a cart-wide discount, if any. */
  discount?: number | undefined;
  /** The product's own refund guarantee in days, when it has one. */
  refundGuarantee?: number | undefined;
}

/** One line of a return: `qty` units of the order line at `index` (0-based, as stored). */
export interface ReturnLineRequest {
  index: number;
  qty: number;
}

/** A priced return line: `amount` kuruş go back for these units. */
export interface PricedReturnLine extends ReturnLineRequest {
  amount: number;
}

export const RETURN_TEXTS = {
  noLines: 'İade edilecek en az bir ürün seçin.',
  lineNotFound: 'Siparişte bu ürün yok.',
  badQty: 'İade adedi 1 veya daha büyük bir tam sayı olmalı.',
  tooMany: (left: number) =>
    left === 0
      ? 'Bu ürünün tamamı için zaten iade talebi var.'
      : `Bu üründen en fazla ${left} adet iade edilebilir.`,
  notDelivered: 'Yalnızca teslim edilmiş siparişler için iade başlatılabilir.',
  guaranteeOver: (days: number) =>
    `Bu ürünün ${days} günlük iade süresi dolmuş; iade başlatılamıyor. Yardım için müşteri hizmetlerimize yazabilirsiniz.`,
  badReason: 'Listeden bir iade nedeni seçin.',
  withdrawalOver:
    'Teslimattan bu yana 14 gün geçtiği için sebep belirtmeden cayma süresi doldu; iade için listeden bir neden seçin.',
  notFound: 'Bu sipariş numarası ve telefonla eşleşen bir sipariş bulunamadı.',
  notYours: 'Bu iade talebi üzerinde işlem yapma yetkiniz yok.',
  notCancellable: 'İade talebi, kargoya verildikten sonra geri çekilemez.',
  noOpenReturn: 'Bu sipariş için açık bir iade talebi yok.',
  ibanProof:
    "IBAN'ı kaydetmek için SMS ile gelen iade bağlantısını kullanın ya da siparişteki cep telefonu numaranızı girin.",
  badIban: 'Geçerli bir IBAN girin (TR ile başlayan 26 karakter).',
  ibanNotNeeded: 'Kartla ödenen siparişlerin iadesi karta yapılır; IBAN gerekmez.',
  needsIban:
    'Kapıda ödemeli siparişin iadesi havale ile yapılır: müşteri IBAN bilgisini iade bağlantısından girmeden havale yapıldı olarak işaretlenemez.',
  notReceived: 'Ürün depoya ulaşmadan geri ödeme yapılamaz.',
  alreadyRefunding: 'Bu iadenin geri ödemesi zaten başlatıldı.',
  overPaid: 'İade tutarı, bu ürün için ödenen tutarı aşıyor.',
} as const;

/** Machine-readable codes of return refusals (the server maps each to its HTTP status). */
export const RETURN_ERROR_CODES = {
  noLines: 'RETURN_NO_LINES',
  lineNotFound: 'RETURN_LINE_NOT_FOUND',
  badQty: 'RETURN_BAD_QTY',
  tooMany: 'RETURN_TOO_MANY',
  notDelivered: 'RETURN_NOT_DELIVERED',
  guaranteeOver: 'RETURN_GUARANTEE_OVER',
  badReason: 'RETURN_BAD_REASON',
  withdrawalOver: 'RETURN_WITHDRAWAL_OVER',
  badIban: 'RETURN_BAD_IBAN',
  ibanNotNeeded: 'RETURN_IBAN_NOT_NEEDED',
  needsIban: 'RETURN_NEEDS_IBAN',
  alreadyRefunding: 'RETURN_ALREADY_REFUNDING',
  overPaid: 'RETURN_OVER_PAID',
  noOpenReturn: 'RETURN_NO_OPEN_RETURN',
} as const;

/** What the shopper paid for a line: its total less its discount share. */
export const paidForLine = (line: ReturnableLine): number =>
  line.itemsTotalPrice - (line.discount ?? 0);

/**
 * What units `from` … `from + units − 1` of a line (counting its units 0 … qty − 1) are worth.
 * Unit k is worth floor(paid·(k+1)/qty) − floor(paid·k/qty), so every unit is within one kuruş
 * of the others and the units of a line, however they are split across returns, add up to
 * exactly what was paid for it — never more.
 */
export function refundForUnits(
  line: Pick<ReturnableLine, 'qty' | 'itemsTotalPrice' | 'discount'>,
  from: number,
  units: number,
): number {
  if (line.qty <= 0 || units <= 0) return 0;
  const paid = BigInt(Math.max(0, paidForLine(line)));
  const qty = BigInt(line.qty);
  const upTo = (n: number) => (paid * BigInt(n)) / qty;
  return Number(upTo(Math.min(from + units, line.qty)) - upTo(Math.min(from, line.qty)));
}

/** Statuses in which a return still holds its units (they cannot be returned twice). */
export function returnHoldsUnits(status: RefundStatus): boolean {
  return status !== 'CANCELLED' && status !== 'REJECTED';
}

/** The last instant a return may be started: guarantee start + the product's days. */
export function returnDeadline(
  guaranteeStartedAt: number,
  line: Pick<ReturnableLine, 'refundGuarantee'>,
): number {
  return guaranteeStartedAt + refundGuaranteeDays(line) * DAY_MS;
}

/**
 * Checks a return request against the order and prices it. `returnedBefore[i]` is how many
 * units of line i earlier returns still hold. `guaranteeStartedAt` is when the guarantee began
 * (delivery), or null when the order has not been delivered. `ignoreGuarantee` is for a return
 * staff create by hand (a goodwill return after the period). Throws a DomainError, nothing
 * priced, for any refusal.
 */
export function priceReturn(
  items: readonly ReturnableLine[],
  returnedBefore: readonly number[],
  requests: readonly ReturnLineRequest[],
  guarantee: { startedAt: number | null; now: number; ignore?: boolean },
): PricedReturnLine[] {
  if (requests.length === 0)
    throw new DomainError(RETURN_ERROR_CODES.noLines, RETURN_TEXTS.noLines);
  if (guarantee.startedAt === null && !guarantee.ignore)
    throw new DomainError(RETURN_ERROR_CODES.notDelivered, RETURN_TEXTS.notDelivered);
  const wanted = new Map<number, number>();
  for (const request of requests) {
    if (!Number.isInteger(request.qty) || request.qty < 1)
      throw new DomainError(RETURN_ERROR_CODES.badQty, RETURN_TEXTS.badQty);
    const line = Number.isInteger(request.index) ? items[request.index] : undefined;
    if (!line || paidForLine(line) <= 0)
      throw new DomainError(RETURN_ERROR_CODES.lineNotFound, RETURN_TEXTS.lineNotFound);
    wanted.set(request.index, (wanted.get(request.index) ?? 0) + request.qty);
  }
  const priced: PricedReturnLine[] = [];
  for (const [index, qty] of [...wanted.entries()].sort(([a], [b]) => a - b)) {
    const line = items[index]!;
    if (
      !guarantee.ignore &&
      guarantee.startedAt !== null &&
      guarantee.now > returnDeadline(guarantee.startedAt, line)
    ) {
      throw new DomainError(
        RETURN_ERROR_CODES.guaranteeOver,
        RETURN_TEXTS.guaranteeOver(refundGuaranteeDays(line)),
      );
    }
    const before = returnedBefore[index] ?? 0;
    const left = Math.max(0, line.qty - before);
    if (qty > left) throw new DomainError(RETURN_ERROR_CODES.tooMany, RETURN_TEXTS.tooMany(left));
    priced.push({ index, qty, amount: refundForUnits(line, before, qty) });
  }
  return priced;
}

/** Throws unless `reason` is one of the ten REFUND_REASONS, word for word. */
export function assertRefundReason(reason: string): void {
  if (!isRefundReason(reason))
    throw new DomainError(RETURN_ERROR_CODES.badReason, RETURN_TEXTS.badReason);
}

/** Why staff may not send a return's money now, or null when they may. */
export type ReturnRefundRefusal = 'notReceived' | 'alreadyRefunding' | 'needsIban';

/**
 * Money goes back once the parcel is in the warehouse, once (a failed card refund may be asked
 * again), and a bank transfer needs the shopper's IBAN. The server refuses by this rule and the
 * back office offers "Karta iade et" / "Havale yapıldı" only when it answers null.
 */
export function returnRefundRefusal(r: {
  status: RefundStatus;
  refundState: string;
  refundChannel: string;
  hasIban: boolean;
}): ReturnRefundRefusal | null {
  if (r.status !== 'RECEIVED')
    return r.status === 'REFUNDED' || r.refundState !== 'NONE' ? 'alreadyRefunding' : 'notReceived';
  if (r.refundState === 'PENDING' || r.refundState === 'DONE') return 'alreadyRefunding';
  if (r.refundChannel === 'bankTransfer' && !r.hasIban) return 'needsIban';
  return null;
}

/**
 * What staff may do to a return now, by its status and refund (who may do it is the role
 * table's question): take the parcel in at the warehouse, send the money back, read the IBAN.
 */
export const ADMIN_RETURN_ACTIONS = ['receive', 'refund', 'viewIban'] as const;
export type AdminReturnAction = (typeof ADMIN_RETURN_ACTIONS)[number];

export function returnActionsAllowed(r: Parameters<typeof returnRefundRefusal>[0]) {
  const allows: Record<AdminReturnAction, boolean> = {
    receive: refundStatusMachine.canTransition(r.status, 'RECEIVED'),
    refund: returnRefundRefusal(r) === null,
    viewIban: r.refundChannel === 'bankTransfer' && r.hasIban,
  };
  return ADMIN_RETURN_ACTIONS.filter((action) => allows[action]);
}

/** Statuses after which a return takes no more changes: its money went back, or it ended. */
export const CLOSED_RETURN_STATUSES: readonly RefundStatus[] = [
  'REFUNDED',
  'REJECTED',
  'CANCELLED',
];

/** A bank-transfer return takes the shopper's IBAN until it is closed. */
export function returnTakesIban(r: { status: RefundStatus; refundChannel: string }): boolean {
  return r.refundChannel === 'bankTransfer' && !CLOSED_RETURN_STATUSES.includes(r.status);
}

/** The parcel is awaited: the shopper reads how to pack and send it. */
export const awaitsReturnParcel = (status: RefundStatus): boolean => status === 'APPROVED';

/** The shopper may withdraw a return until its parcel is on the way. */
export function isReturnCancellable(status: RefundStatus): boolean {
  return status === 'REQUESTED' || status === 'APPROVED';
}

/** What the shopper and the staff read for each status. */
export const RETURN_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  REQUESTED: 'İade talebi alındı',
  APPROVED: 'Onaylandı — ürünün kargoya verilmesi bekleniyor',
  IN_TRANSIT: 'Kargoda',
  RECEIVED: 'Depomuza ulaştı — geri ödeme hazırlanıyor',
  REFUNDED: 'Geri ödeme yapıldı',
  REJECTED: 'Reddedildi',
  CANCELLED: 'Geri çekildi',
};

/**
 * The return code the shopper writes on the parcel and gives the carrier: "IA" and eight
 * digits, e.g. IA-4821-7730 (digits drawn by the caller; uniqueness is the database's).
 */
export function formatReturnCode(eightDigits: string): string {
  if (!/^\d{8}$/.test(eightDigits)) throw new RangeError('a return code needs eight digits');
  return `IA-${eightDigits.slice(0, 4)}-${eightDigits.slice(4)}`;
}

/** What to do after starting a return (page and SMS). */
export function returnInstructions(code: string): string {
  return `Ürünü orijinal ambalajıyla paketleyin, kolinin üzerine ${code} iade kodunu yazın ve anlaşmalı kargo şubesine ücretsiz gönderin. Ürün depomuza ulaştıktan sonra kartla ödemelerde 24 saat içinde kartınıza, kapıda ödemelerde IBAN'ınıza iade yapılır.`;
}
