/**
 * Free-goods (mal fazlası) mode, kept in the tab's session storage: turned on from the orders
 * page for one open order ('Aşağıdan Mal Fazlası Seç'), off with the power icon. The picked
 * goods wait here until the confirmation page sends them with updateWholeSaleOrderWithFreeGoods.
 */
export interface FreeGoodsMode {
  orderId: string;
  orderNumber: string;
  allocation: number;
  picks: { skuId: number; name: string; qty: number; price: number; productUnit: string }[];
}

const KEY = 'orderHasFreeGoodsAllocation';

export function readFreeGoodsMode(): FreeGoodsMode | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as FreeGoodsMode) : null;
  } catch {
    return null;
  }
}

export function writeFreeGoodsMode(mode: FreeGoodsMode | null): void {
  try {
    if (mode) sessionStorage.setItem(KEY, JSON.stringify(mode));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the mode lasts for this page only.
  }
}

export const picksTotal = (mode: FreeGoodsMode) =>
  mode.picks.reduce((sum, pick) => sum + pick.price * pick.qty, 0);
