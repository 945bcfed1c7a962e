import type { ProductSku } from '@carsi/contract';
import {
  COUNTDOWN_TICK_MS,
  DISCOUNT_EXPIRED_TEXT,
  formatTL,
  formatTurkeyClock,
  formatTurkeyDayMonth,
  isSameTurkeyDay,
  refundGuaranteeDays,
  splitVatIncluded,
  timeLimitedDiscountStatus,
} from '@carsi/domain';
import { useEffect, useState } from 'react';
import { VISIT_TIME_EVENT } from '../../identity/visitor';
import { countdownText } from './countdown-text';
import { firstVisitTime } from './visit-time';

interface PriceBoxProps {
  sku: ProductSku & { regularPrice?: number };
  productUnit: string;
  refundGuarantee: number;
  buyOneGetOneFree: boolean;
  timeLimitedDiscount: TimeLimitedDiscount;
  lastMonthSales: number;
  /** A price rise staff scheduled (the job will apply it): announced until it happens. */
  priceRise: { amount: number; at: string } | null;
}

/** "Fiyat bu gece 00:00'da 10,00 TL artıyor." — the midnight notice, for a real rise. */
function priceRiseText(rise: { amount: number; at: string }, nowMs: number): string {
  const at = Date.parse(rise.at);
  const time = formatTurkeyClock(at);
  const tonight = time === '00:00' && isSameTurkeyDay(at - 1, nowMs);
  const when = tonight ? 'bu gece 00:00’da' : `${formatTurkeyDayMonth(at)} saat ${time}’da`;
  return `Fiyat ${when} ${formatTL(rise.amount)} artıyor.`;
}

/** Time left of the visitor's time-limited discount; null on the server and before mount. */
function useDiscountRemaining(durationHours: number | undefined): number | null {
  const [remaining, setRemaining] = useState<number | null>(null);
  useEffect(() => {
    if (durationHours === undefined) return;
    let first = firstVisitTime(Date.now());
    const tick = () =>
      setRemaining(timeLimitedDiscountStatus(first, durationHours, Date.now()).remainingMs);
    // The server's answer to the visitor record may move the first visit earlier.
    const reread = () => {
      first = firstVisitTime(Date.now());
      tick();
    };
    tick();
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    window.addEventListener(VISIT_TIME_EVENT, reread);
    return () => {
      clearInterval(timer);
      window.removeEventListener(VISIT_TIME_EVENT, reread);
    };
  }, [durationHours]);
  return remaining;
}

type TimeLimitedDiscount = { discountDuration: number; discountAmount: number } | null;

/**
 * The price a shopper pays for one unit of `sku` now: the shelf price, less the visitor's
 * time-limited discount while it runs. The product page and its review and Q&A pages all show
 * this one figure.
 */
export function useShelfPrice(
  sku: ProductSku & { regularPrice?: number },
  timeLimitedDiscount: TimeLimitedDiscount,
) {
  const remaining = useDiscountRemaining(timeLimitedDiscount?.discountDuration);
  const discountable =
    timeLimitedDiscount !== null &&
    timeLimitedDiscount.discountAmount > 0 &&
    sku.price - timeLimitedDiscount.discountAmount > 0;
  // Before the browser knows the first visit, every visitor is treated as new (the offer holds).
  const discountValid = discountable && (remaining === null || remaining > 0);
  const price = discountValid ? sku.price - (timeLimitedDiscount?.discountAmount ?? 0) : sku.price;
  // The struck-through price is the server's: the lowest price of the 30 days before the
  // discount started, or none when the price it is taken from was higher (price-label rule).
  const discounted = discountValid || (sku.regularPrice ?? sku.price) !== sku.price;
  const struck =
    discounted && sku.beforePrice != null && sku.beforePrice > price ? sku.beforePrice : price;
  return { remaining, discountable, price, struck };
}

/** Price (with any time-limited discount), extra-unit price, VAT, stock and guarantees. */
export function PriceBox({
  sku,
  productUnit,
  refundGuarantee,
  buyOneGetOneFree,
  timeLimitedDiscount,
  lastMonthSales,
  priceRise,
}: PriceBoxProps) {
  const { remaining, discountable, price, struck } = useShelfPrice(sku, timeLimitedDiscount);
  const vat = splitVatIncluded(price, sku.vat).vat;
  const stockText = !sku.inStock
    ? 'Tükendi'
    : sku.countInStock <= 5
      ? `Son ${sku.countInStock} ${productUnit.toLocaleLowerCase('tr')}`
      : 'Stokta var';

  return (
    <section className="price-box" aria-label="Fiyat ve stok">
      <p className="price-box__price">
        {struck !== price ? (
          <s className="price-box__old">
            <span className="visually-hidden">Eski fiyat: </span>
            {formatTL(struck)}
          </s>
        ) : null}
        <span className="price-box__current" data-testid="price">
          {formatTL(price)}
        </span>
      </p>
      {discountable ? (
        <p className="price-box__discount" aria-live="polite">
          {remaining === null
            ? `Size özel ${formatTL(timeLimitedDiscount?.discountAmount ?? 0)} indirim`
            : remaining > 0
              ? `Size özel indirimin bitmesine: ${countdownText(remaining)}`
              : DISCOUNT_EXPIRED_TEXT}
        </p>
      ) : null}
      {priceRise && Date.parse(priceRise.at) > Date.now() ? (
        <p className="price-box__rise">{priceRiseText(priceRise, Date.now())}</p>
      ) : null}
      {sku.priceGap > 0 && sku.priceGap < price ? (
        <p className="price-box__gap">
          2. ve sonraki {productUnit.toLocaleLowerCase('tr')}:{' '}
          <strong>{formatTL(sku.priceGap)}</strong>
        </p>
      ) : null}
      <p className="price-box__vat">
        KDV dahil (%{sku.vat} KDV: {formatTL(vat)})
      </p>
      <ul className="price-box__facts">
        <li data-in-stock={sku.inStock}>{stockText}</li>
        {buyOneGetOneFree ? <li>1 alana 1 bedava</li> : null}
        <li>{refundGuaranteeDays({ refundGuarantee })} gün iade garantisi</li>
        {lastMonthSales > 0 ? <li>Son 1 ayda {lastMonthSales} adet satıldı</li> : null}
      </ul>
    </section>
  );
}
