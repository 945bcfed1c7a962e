import type { WholesaleProductView } from '@carsi/contract';
import { firstWholesaleQty, formatTL } from '@carsi/domain';
import { Button } from '@mantine/core';
import { variantText } from '../OrderParts';
import { QtyStepper } from '../QtyStepper';

/** One product of the wholesale list: price with and without VAT, stock, a quantity to add. */
export function ProductCard({
  product,
  inCart,
  wanted,
  freeGoods,
  busy,
  onWanted,
  onAdd,
  onAddFree,
}: {
  product: WholesaleProductView;
  inCart: boolean;
  wanted: number | undefined;
  /** Extra-goods mode: the button picks the product as extra goods instead. */
  freeGoods: boolean;
  busy: boolean;
  onWanted: (qty: number) => void;
  onAdd: () => void;
  onAddFree: () => void;
}) {
  return (
    <li className="ws-card" data-sku={product.sku}>
      {product.image ? <img src={product.image} alt="" loading="lazy" /> : null}
      <span className="ws-card__name" title={product.name}>
        {product.shortName}
      </span>
      {variantText(product) ? (
        <span className="ws-card__variant">{variantText(product)}</span>
      ) : null}
      <span className="ws-muted">{product.sku}</span>
      <span className="ws-card__price">
        {formatTL(product.price)} <small>+ KDV</small>
      </span>
      <span className="ws-muted">
        KDV %{product.vat} · KDV dahil {formatTL(product.priceWithVat)}
        {product.privatePrice ? ' · Özel fiyat' : ''}
      </span>
      <span className="ws-muted">Stok: {product.countInStock}</span>
      <QtyStepper
        label={product.shortName}
        value={wanted ?? firstWholesaleQty(product.packSize)}
        packSize={product.packSize}
        max={product.countInStock}
        onChange={onWanted}
      />
      {freeGoods ? (
        <Button size="xs" variant="light" color="orange" onClick={onAddFree}>
          Mal fazlası ekle
        </Button>
      ) : (
        <Button size="xs" disabled={busy} onClick={onAdd}>
          {inCart ? 'Sepete daha ekle' : 'Sepete ekle'}
        </Button>
      )}
    </li>
  );
}
