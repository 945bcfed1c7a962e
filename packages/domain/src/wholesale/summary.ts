/**
 * Cart summary labels: normally "Toplam Ürün", "Tutar KDV Hariç", "Tutar KDV Dahil".
 * With an order number the amount label reads "Sipariş Toplamı"; with an active free-goods
 * allocation (and no order number) "Sepet Toplamı"; in both cases the VAT-inclusive row gives
 * way to "Mal Fazlası".
 */
export interface CartSummaryLabels {
  count: string;
  amount: string;
  secondRow: string;
}

export function cartSummaryLabels(input: {
  orderNumber?: string | undefined;
  freeGoodsAllocation?: number | undefined;
}): CartSummaryLabels {
  const hasOrder = input.orderNumber !== undefined && input.orderNumber !== '';
  const hasAllocation = (input.freeGoodsAllocation ?? 0) > 0;
  if (!hasOrder && !hasAllocation) {
    return { count: 'Toplam Ürün', amount: 'Tutar KDV Hariç', secondRow: 'Tutar KDV Dahil' };
  }
  return {
    count: 'Toplam Ürün',
    amount: hasOrder ? 'Sipariş Toplamı' : 'Sepet Toplamı',
    secondRow: 'Mal Fazlası',
  };
}
