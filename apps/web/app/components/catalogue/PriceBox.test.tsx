import type { ProductSku } from '@carsi/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceBox } from './PriceBox';

const SKU: ProductSku = {
  _id: 1,
  sku: 'NOVA-1',
  size: 'Tek',
  color: 'Gri',
  target: 'Pass',
  type: 'Pass',
  price: 109_990,
  priceGap: 0,
  vat: 10,
  countInStock: 20,
  maxPurchaseQty: 5,
  unit: 'Adet',
  images: [],
  freeProductId: null,
  inStock: true,
};

const box = (sku: ProductSku & { regularPrice?: number }, discount = true) =>
  render(
    <PriceBox
      sku={sku}
      productUnit="Adet"
      refundGuarantee={90}
      buyOneGetOneFree={false}
      timeLimitedDiscount={discount ? { discountDuration: 48, discountAmount: 15_000 } : null}
      lastMonthSales={0}
      priceRise={null}
    />,
  );

afterEach(cleanup);

describe('PriceBox struck-through price', () => {
  it('strikes through the server’s "before" price (the lowest of the last 30 days)', () => {
    box({ ...SKU, beforePrice: 109_990 });
    expect(screen.getByText('Eski fiyat:', { exact: false }).closest('s')?.textContent).toBe(
      'Eski fiyat: 1099.90 TL',
    );
    expect(screen.getByTestId('price').textContent).toBe('949.90 TL');
  });

  it('shows the discount without a strike-through when the server gives no "before" price', () => {
    box({ ...SKU, beforePrice: null });
    expect(screen.queryByText('Eski fiyat:', { exact: false })).toBeNull();
    expect(screen.getByTestId('price').textContent).toBe('949.90 TL');
  });

  it('strikes nothing through on a landing price without a lawful "before" price', () => {
    box({ ...SKU, price: 93_492, regularPrice: 109_990, beforePrice: null }, false);
    expect(screen.queryByText('Eski fiyat:', { exact: false })).toBeNull();
  });

  it('strikes through the regular price on a landing page when it is the lowest of the 30 days', () => {
    box({ ...SKU, price: 93_492, regularPrice: 109_990, beforePrice: 109_990 }, false);
    expect(screen.getByText('Eski fiyat:', { exact: false }).closest('s')?.textContent).toBe(
      'Eski fiyat: 1099.90 TL',
    );
  });
});
