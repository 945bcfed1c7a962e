import type { CartLine } from '@carsi/contract';
import { imageUrl } from '@carsi/contract/images';
import { formatTL } from '@carsi/domain';
import { Link } from 'react-router';
import { DiscountCountdown } from './DiscountCountdown';

/** The smallest stored width that still looks sharp at 80 CSS px on a 2× screen. */
const thumbnailWidth = (widths: number[]) => widths.find((w) => w >= 160) ?? widths.at(-1) ?? 160;

const variantText = (line: CartLine) =>
  [line.size, line.color, line.target, line.type].filter((v) => v && v !== 'Pass').join(' · ');

interface CartLinesProps {
  items: CartLine[];
  /** Absent for a read-only (shared) cart. */
  onQuantity?: (line: CartLine, qty: number) => void;
  onRemove?: (line: CartLine) => void;
  /** A line's time-limited discount ran out while the page was open. */
  onDiscountExpired?: () => void;
  busy?: boolean;
}

/** The cart's lines: quantity 1 … maxPurchaseQty, locked for free and BOGO lines. */
export function CartLines({
  items,
  onQuantity,
  onRemove,
  onDiscountExpired,
  busy,
}: CartLinesProps) {
  return (
    <ul className="cart-lines">
      {items.map((line) => {
        const href = `/urun/${line.slug}/${line.productId}`;
        const label = `${line.name} adedi`;
        // The server applied the visitor's time-limited discount.
        const discounted = !line.free && line.undiscountedTotalPrice > line.itemsTotalPrice;
        return (
          <li key={line.indexId} className={`cart-line${line.free ? ' cart-line--free' : ''}`}>
            {line.image ? (
              <img
                className="cart-line__image"
                src={imageUrl(line.image, thumbnailWidth(line.image.widths))}
                alt={line.image.alt}
                width={80}
                height={80}
                loading="lazy"
              />
            ) : (
              <span className="cart-line__image" aria-hidden="true" />
            )}
            <div className="cart-line__body">
              <Link to={href} className="cart-line__name">
                {line.name}
              </Link>
              {variantText(line) ? (
                <span className="cart-line__variant">{variantText(line)}</span>
              ) : null}
              {line.free ? <span className="cart-line__badge">Hediye</span> : null}
              {line.buyOneGetOneFree && !line.free ? (
                <span className="cart-line__badge">1 alana 1 bedava</span>
              ) : null}
              {line.discountEndsAt && !line.free ? (
                <DiscountCountdown endsAt={line.discountEndsAt} onExpired={onDiscountExpired} />
              ) : null}
            </div>
            <div className="cart-line__qty">
              {onQuantity && !line.quantityLocked ? (
                <select
                  aria-label={label}
                  value={line.qty}
                  disabled={busy}
                  onChange={(event) => onQuantity(line, Number(event.target.value))}
                >
                  {Array.from({ length: line.maxPurchaseQty }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n} {line.productUnit}
                    </option>
                  ))}
                </select>
              ) : (
                <select aria-label={label} value={line.qty} disabled>
                  <option value={line.qty}>
                    {line.qty} {line.productUnit}
                  </option>
                </select>
              )}
            </div>
            <div className="cart-line__price">
              {discounted ? (
                <s className="cart-line__old">
                  <span className="visually-hidden">İndirimsiz fiyat: </span>
                  {formatTL(line.undiscountedTotalPrice)}
                </s>
              ) : null}
              {line.free ? 'Ücretsiz' : formatTL(line.itemsTotalPrice)}
              {!line.free ? <small>KDV dahil</small> : null}
              {line.codeDiscount > 0 ? (
                <span className="cart-line__code">
                  İndirim kodu: −{formatTL(line.codeDiscount)}
                </span>
              ) : null}
            </div>
            {onRemove && !line.free ? (
              <button
                type="button"
                className="cart-line__remove"
                disabled={busy}
                onClick={() => onRemove(line)}
                aria-label={`${line.name} ürününü sepetten çıkar`}
              >
                Sil
              </button>
            ) : (
              <span className="cart-line__remove" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
