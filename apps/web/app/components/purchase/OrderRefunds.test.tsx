import type { OrderView } from '@carsi/contract';
import { formatTL } from '@carsi/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderRefunds } from './OrderRefunds';

const item = {
  skuId: 1,
  productId: 1,
  sku: 'NEV-CIFT-BEYAZ',
  name: 'Pamuk Saten Nevresim Takımı',
  target: 'Pass',
  type: 'Pass',
  size: 'Çift',
  color: 'Beyaz',
  image: null,
  qty: 1,
  price: 9_900,
  priceForOne: 9_900,
  priceGap: 9_900,
  vat: 10,
  productUnit: 'Adet',
  itemsTotalPrice: 9_900,
};

const order = (over: Partial<OrderView>) => ({ orderItems: [item], ...over }) as OrderView;

describe('OrderRefunds (a partial cancel reaches the customer)', () => {
  afterEach(cleanup);

  it('lists the cancelled units and the money going back to the card', () => {
    render(
      <OrderRefunds
        order={order({
          orderItems: [{ ...item, cancelledQty: 1 }],
          cardRefunds: [
            {
              amount: 9_900,
              status: 'PENDING',
              units: 1,
              lineName: item.name,
              createdAt: '2026-11-28T09:00:00.000Z',
              refundedAt: null,
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'İptaller ve iadeler' })).toBeTruthy();
    expect(screen.getByText('Pamuk Saten Nevresim Takımı: 1 adet iptal edildi')).toBeTruthy();
    expect(screen.getByTestId('kart-iadeleri').textContent).toContain(
      `Pamuk Saten Nevresim Takımı (1 adet): ${formatTL(9_900)} kartınıza iade ediliyor`,
    );
  });

  it('shows nothing for an order without cancellations', () => {
    const { container } = render(<OrderRefunds order={order({ cardRefunds: [] })} />);
    expect(container.textContent).toBe('');
  });
});
