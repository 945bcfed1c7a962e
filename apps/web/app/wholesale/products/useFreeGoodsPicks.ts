import type { WholesaleProductView } from '@carsi/contract';
import { checkFreeGoodsAdd, firstWholesaleQty } from '@carsi/domain';
import { useEffect, useState } from 'react';
import {
  type FreeGoodsMode,
  picksTotal,
  readFreeGoodsMode,
  writeFreeGoodsMode,
} from '../free-goods-mode';
import type { FreeGoodsWarning } from './FreeGoodsPanel';

/**
 * The extra goods (mal fazlası) being picked for an order, kept in this tab's storage: adding,
 * stepping and removing picks within the allocation (the domain's rule says how many fit).
 */
export function useFreeGoodsPicks(wanted: Record<number, number>) {
  const [mode, setMode] = useState<FreeGoodsMode | null>(null);
  const [warning, setWarning] = useState<FreeGoodsWarning | null>(null);
  const [showDetail, setShowDetail] = useState(false);
  useEffect(() => setMode(readFreeGoodsMode()), []);

  function addFree(product: WholesaleProductView) {
    if (!mode) return;
    const decision = checkFreeGoodsAdd({
      allocation: mode.allocation,
      cartTotal: picksTotal(mode),
      unitPrice: product.price,
      qty: wanted[product.skuId] ?? firstWholesaleQty(product.packSize),
      unit: product.productUnit,
    });
    setShowDetail(false);
    setWarning(
      decision.kind === 'blocked' || decision.kind === 'reduced'
        ? { message: decision.message, detail: decision.detail }
        : null,
    );
    if (decision.qty <= 0) return;
    const picks = [...mode.picks];
    const same = picks.findIndex((pick) => pick.skuId === product.skuId);
    if (same >= 0) picks[same] = { ...picks[same]!, qty: picks[same]!.qty + decision.qty };
    else
      picks.push({
        skuId: product.skuId,
        name: product.name,
        qty: decision.qty,
        price: product.price,
        productUnit: product.productUnit,
      });
    const next = { ...mode, picks };
    writeFreeGoodsMode(next);
    setMode(next);
  }
  function stepFree(skuId: number, delta: 1 | -1) {
    if (!mode) return;
    const pick = mode.picks.find((p) => p.skuId === skuId);
    if (!pick) return;
    if (delta === 1) {
      const decision = checkFreeGoodsAdd({
        allocation: mode.allocation,
        cartTotal: picksTotal(mode),
        unitPrice: pick.price,
        qty: 1,
        unit: pick.productUnit,
      });
      if (decision.kind === 'blocked' || decision.kind === 'reduced') {
        setWarning({ message: decision.message, detail: decision.detail });
        return;
      }
    }
    const picks = mode.picks.map((p) =>
      p.skuId === skuId ? { ...p, qty: Math.max(1, p.qty + delta) } : p,
    );
    const next = { ...mode, picks };
    writeFreeGoodsMode(next);
    setMode(next);
  }
  const removeFree = (skuId: number) => {
    if (!mode) return;
    const next = { ...mode, picks: mode.picks.filter((p) => p.skuId !== skuId) };
    writeFreeGoodsMode(next);
    setMode(next);
  };
  const turnOff = () => {
    writeFreeGoodsMode(null);
    setMode(null);
    setWarning(null);
  };
  const toggleDetail = () => setShowDetail((shown) => !shown);
  return { mode, warning, showDetail, toggleDetail, addFree, stepFree, removeFree, turnOff };
}
