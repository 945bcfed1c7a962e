import { formatTL } from '@carsi/domain';

type LevelProgress = {
  level: number;
  amount: number;
  extraGoods: number;
  reached: boolean;
  percent: number;
  remaining: number;
};

import { cartSummaryLabels } from '@carsi/domain';
import type { ReactNode } from 'react';

export const TL = ({ kurus }: { kurus: number }) => <>{formatTL(kurus)}</>;

/** One progress bar per purchase level. */
export function LevelBars({ levels }: { levels: readonly LevelProgress[] }) {
  if (levels.length === 0) return null;
  return (
    <div className="ws-levels">
      {levels.map((level) => (
        <div key={level.level} className="ws-level">
          <div className="ws-level__label">
            <span>
              {level.level}. Seviye · {formatTL(level.amount)}
              {level.extraGoods > 0 ? ` · %${level.extraGoods} mal fazlası` : ' · en az sipariş'}
            </span>
            <span>{level.reached ? 'Ulaşıldı' : `%${level.percent}`}</span>
          </div>
          <div
            className="ws-level__bar"
            role="progressbar"
            aria-label={`${level.level}. seviye`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={level.percent}
          >
            <div className="ws-level__fill" style={{ width: `${level.percent}%` }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Cart summary: with an order number or an allocation the labels change. */
export function CartSummary({
  totalQty,
  net,
  gross,
  orderNumber,
  freeGoodsAllocation,
}: {
  totalQty: number;
  net: number;
  gross: number;
  orderNumber?: string | undefined;
  freeGoodsAllocation?: number | undefined;
}) {
  const labels = cartSummaryLabels({ orderNumber, freeGoodsAllocation });
  const second = labels.secondRow === 'Mal Fazlası' ? (freeGoodsAllocation ?? 0) : gross;
  return (
    <table className="ws-summary" aria-label="Sepet özeti">
      <tbody>
        <tr>
          <td>{labels.count}</td>
          <td>{totalQty}</td>
        </tr>
        <tr>
          <td>{labels.amount}</td>
          <td>{formatTL(net)}</td>
        </tr>
        <tr>
          <td>{labels.secondRow}</td>
          <td>{formatTL(second)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function Alert({ kind, children }: { kind: 'error' | 'ok' | 'info'; children: ReactNode }) {
  return (
    <div className={`ws-alert ws-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export const dateText = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
