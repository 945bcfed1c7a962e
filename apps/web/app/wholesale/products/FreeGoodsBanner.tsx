import { FREE_GOODS_MODE_ACTIVE_TEXT, FREE_GOODS_MODE_PASSIVE_TEXT, formatTL } from '@carsi/domain';
import { Link } from 'react-router';
import type { FreeGoodsMode } from '../free-goods-mode';

/**
 * The extra-goods line above the products: the mode that is on (with its off switch), or the
 * allocation waiting to be picked from an order.
 */
export function FreeGoodsBanner({
  mode,
  allocation,
  onTurnOff,
}: {
  mode: FreeGoodsMode | null;
  /** The account's extra goods not yet picked (kuruş). */
  allocation: number;
  onTurnOff: () => void;
}) {
  return mode ? (
    <div className="ws-mode" role="status">
      <span>
        <strong>{FREE_GOODS_MODE_ACTIVE_TEXT}</strong> · {mode.orderNumber} numaralı sipariş için{' '}
        {formatTL(mode.allocation)} mal fazlası
      </span>
      <button
        type="button"
        aria-label="Mal fazlası modunu kapat"
        title="Mal fazlası modunu kapat"
        onClick={onTurnOff}
        className="ws-power"
      >
        {/* The power icon as a drawing: fonts often lack the ⏻ character. */}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 3v9M6.3 6.3a8 8 0 1 0 11.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  ) : allocation > 0 ? (
    <div className="ws-mode">
      <span>
        <strong>{FREE_GOODS_MODE_PASSIVE_TEXT}</strong> · {formatTL(allocation)} mal fazlanız var.
      </span>
      <Link to="/toptan-siparislerim">Siparişlerimden seç</Link>
    </div>
  ) : null;
}
