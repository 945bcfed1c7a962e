import { FREE_GOODS_DETAIL_LINK_TEXT, type FreeGoodsDetail, formatTL } from '@carsi/domain';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { type FreeGoodsMode, picksTotal } from '../free-goods-mode';
import { CartSummary } from '../ui';

/** Why an extra-goods pick was cut or refused, and the figures behind it. */
export interface FreeGoodsWarning {
  message: string;
  detail: FreeGoodsDetail;
}

function DetailTable({ detail }: { detail: FreeGoodsDetail }) {
  return (
    <table className="ws-table" aria-label="Mal fazlası detayı">
      <tbody>
        <tr>
          <td>Tanımlı mal fazlası</td>
          <td>{formatTL(detail.allocation)}</td>
        </tr>
        <tr>
          <td>Seçilen mal fazlası</td>
          <td>{formatTL(detail.cartTotal)}</td>
        </tr>
        <tr>
          <td>Birim fiyat (KDV hariç)</td>
          <td>{formatTL(detail.unitPrice)}</td>
        </tr>
        <tr>
          <td>İstenen adet</td>
          <td>{detail.requestedQty}</td>
        </tr>
        <tr>
          <td>Eklenebilen adet</td>
          <td>{detail.allowedQty}</td>
        </tr>
        <tr>
          <td>Kalan mal fazlası</td>
          <td>{formatTL(Math.max(0, detail.remainingAllocation))}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The extra goods (mal fazlası) picked for an order, beside the product list. */
export function FreeGoodsPanel({
  mode,
  warning,
  onStep,
  onRemove,
  showDetail,
  onToggleDetail,
}: {
  mode: FreeGoodsMode;
  warning: FreeGoodsWarning | null;
  onStep: (skuId: number, delta: 1 | -1) => void;
  onRemove: (skuId: number) => void;
  /** Whether the warning's figures are unfolded, and the switch for it. */
  showDetail: boolean;
  onToggleDetail: () => void;
}) {
  return (
    <>
      <h2>Mal Fazlası</h2>
      {warning ? (
        <div className="ws-alert ws-alert--error" role="alert">
          {warning.message}{' '}
          <button type="button" className="ws-link" onClick={onToggleDetail}>
            {FREE_GOODS_DETAIL_LINK_TEXT}
          </button>
          {showDetail ? <DetailTable detail={warning.detail} /> : null}
        </div>
      ) : null}
      {mode.picks.length === 0 ? <p>Aşağıdaki ürünlerden mal fazlası seçin.</p> : null}
      <ul className="ws-lines">
        {mode.picks.map((pick) => (
          <li key={pick.skuId}>
            <div>{pick.name}</div>
            <span className="ws-qty">
              <button
                type="button"
                aria-label={`${pick.name} azalt`}
                disabled={pick.qty <= 1}
                onClick={() => onStep(pick.skuId, -1)}
              >
                −
              </button>
              <output>{pick.qty}</output>
              <button
                type="button"
                aria-label={`${pick.name} artır`}
                onClick={() => onStep(pick.skuId, 1)}
              >
                +
              </button>
              <button
                type="button"
                aria-label={`${pick.name} çıkar`}
                onClick={() => onRemove(pick.skuId)}
              >
                ×
              </button>
            </span>
            <span className="ws-muted"> {formatTL(pick.price * pick.qty)}</span>
          </li>
        ))}
      </ul>
      <CartSummary
        totalQty={mode.picks.reduce((s, p) => s + p.qty, 0)}
        net={picksTotal(mode)}
        gross={0}
        orderNumber={mode.orderNumber}
        freeGoodsAllocation={mode.allocation}
      />
      {mode.picks.length > 0 ? (
        <Button
          component={Link}
          to={`/toptan-siparis-onayi?orderNumber=${mode.orderNumber}&freeGoodsAllocation=${mode.allocation}`}
          fullWidth
          mt="sm"
        >
          Mal fazlasını onayla
        </Button>
      ) : null}
    </>
  );
}
