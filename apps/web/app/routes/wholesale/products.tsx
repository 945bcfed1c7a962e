import '@mantine/core/styles/Button.css';
import '../../wholesale/wholesale.css';
import type { WholesaleCartView, WholesaleProductView } from '@carsi/contract';
import {
  checkFreeGoodsAdd,
  FREE_GOODS_DETAIL_LINK_TEXT,
  FREE_GOODS_MODE_ACTIVE_TEXT,
  FREE_GOODS_MODE_PASSIVE_TEXT,
  type FreeGoodsDetail,
  firstWholesaleQty,
  formatTL,
} from '@carsi/domain';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { MantineArea } from '../../components/ui/MantineArea';
import { messageOf, wholesaleCall } from '../../wholesale/api';
import {
  type FreeGoodsMode,
  picksTotal,
  readFreeGoodsMode,
  writeFreeGoodsMode,
} from '../../wholesale/free-goods-mode';
import { wholesaleRead } from '../../wholesale/load';
import { variantText } from '../../wholesale/OrderParts';
import { QtyStepper } from '../../wholesale/QtyStepper';
import { Alert, CartSummary, LevelBars } from '../../wholesale/ui';
import type { Route } from './+types/products';

interface ProductsList {
  products: WholesaleProductView[];
  privatePricing: { active: boolean; remainingDays: number };
  page: number;
  pages: number;
}
interface Categories {
  categories: { id: number; name: string; productCount: number; preparing: boolean }[];
  preparingNotice: string;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = new URLSearchParams();
  for (const key of ['keyword', 'pageNumber', 'category']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const [list, categories, cart] = await Promise.all([
    wholesaleRead<ProductsList>(context, `getProductsList?${query}`, url),
    wholesaleRead<Categories>(context, 'getCategories', url),
    wholesaleRead<{ cart: WholesaleCartView }>(context, 'getCart', url),
  ]);
  return { list, categories, cart: cart.cart };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Toptan Ürünler | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

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

export default function WholesaleProducts({ loaderData }: Route.ComponentProps) {
  const { list, categories } = loaderData;
  const [params] = useSearchParams();
  const [cart, setCart] = useState(loaderData.cart);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wanted, setWanted] = useState<Record<number, number>>({});
  const [mode, setMode] = useState<FreeGoodsMode | null>(null);
  const [warning, setWarning] = useState<{ message: string; detail: FreeGoodsDetail } | null>(null);
  const [showDetail, setShowDetail] = useState(false);
  useEffect(() => setMode(readFreeGoodsMode()), []);
  useEffect(() => setCart(loaderData.cart), [loaderData.cart]);

  async function save(lines: { skuId: number; qty: number }[]) {
    setBusy(true);
    setError(null);
    try {
      const result = await wholesaleCall<{ cart: WholesaleCartView }>('POST', 'postCart', {
        id: cart.id,
        cart: lines,
        cartId: cart.cartId,
      });
      setCart(result.cart);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  const lines = cart.cartItems.map((line) => ({ skuId: line.skuId, qty: line.qty }));
  // A cart line's quantity while its button is held; saved once, on release.
  const [held, setHeld] = useState<Record<number, number>>({});
  const setQty = async (skuId: number, qty: number) => {
    await save(lines.map((line) => (line.skuId === skuId ? { ...line, qty } : line)));
    setHeld(({ [skuId]: _saved, ...rest }) => rest);
  };
  const add = (product: WholesaleProductView) => {
    const qty = wanted[product.skuId] ?? firstWholesaleQty(product.packSize);
    const existing = lines.find((line) => line.skuId === product.skuId);
    return save(
      existing
        ? lines.map((line) =>
            line.skuId === product.skuId ? { ...line, qty: line.qty + qty } : line,
          )
        : [...lines, { skuId: product.skuId, qty }],
    );
  };

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
  const category = params.get('category');

  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Toptan Ürünler</h1>
        {mode ? (
          <div className="ws-mode" role="status">
            <span>
              <strong>{FREE_GOODS_MODE_ACTIVE_TEXT}</strong> · {mode.orderNumber} numaralı sipariş
              için {formatTL(mode.allocation)} mal fazlası
            </span>
            <button
              type="button"
              aria-label="Mal fazlası modunu kapat"
              title="Mal fazlası modunu kapat"
              onClick={turnOff}
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
        ) : cart.freeGoodsAllocation > 0 ? (
          <div className="ws-mode">
            <span>
              <strong>{FREE_GOODS_MODE_PASSIVE_TEXT}</strong> · {formatTL(cart.freeGoodsAllocation)}{' '}
              mal fazlanız var.
            </span>
            <Link to="/toptan-siparislerim">Siparişlerimden seç</Link>
          </div>
        ) : null}
        {list.privatePricing.active ? (
          <Alert kind="info">
            Özel fiyatlarınız {list.privatePricing.remainingDays} gün daha geçerli.
          </Alert>
        ) : null}
        <nav className="ws-cats" aria-label="Kategoriler">
          <Link to="/toptan-urunler" aria-current={category ? undefined : 'page'}>
            Tümü
          </Link>
          {categories.categories.map((c) => (
            <Link
              key={c.id}
              to={`/toptan-urunler?category=${c.id}`}
              aria-current={category === String(c.id) ? 'page' : undefined}
            >
              {c.name}
            </Link>
          ))}
        </nav>
        {category && categories.categories.find((c) => String(c.id) === category)?.preparing ? (
          <Alert kind="info">{categories.preparingNotice}</Alert>
        ) : null}
        <a href="#sepet" className="ws-cart-jump">
          {mode
            ? `Mal fazlası seçimi: ${mode.picks.length} ürün ↓`
            : `Sepet: ${cart.totalQty} ürün · ${formatTL(cart.totalPrice)} ↓`}
        </a>
        <Form method="get" role="search" className="ws-actions">
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <input
            name="keyword"
            type="search"
            aria-label="Ürün ara"
            placeholder="Ürün adı veya SKU"
            defaultValue={params.get('keyword') ?? ''}
          />
          <button type="submit">Ara</button>
        </Form>
        <div className="ws-grid">
          <section aria-label="Ürünler">
            {list.products.length === 0 ? <p>Ürün bulunamadı.</p> : null}
            <ul className="ws-cards">
              {list.products.map((product) => {
                const inCart = cart.cartItems.find((line) => line.skuId === product.skuId);
                return (
                  <li key={product.skuId} className="ws-card" data-sku={product.sku}>
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
                      value={wanted[product.skuId] ?? firstWholesaleQty(product.packSize)}
                      packSize={product.packSize}
                      max={product.countInStock}
                      onChange={(qty) => setWanted((w) => ({ ...w, [product.skuId]: qty }))}
                    />
                    {mode ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="orange"
                        onClick={() => addFree(product)}
                      >
                        Mal fazlası ekle
                      </Button>
                    ) : (
                      <Button size="xs" disabled={busy} onClick={() => void add(product)}>
                        {inCart ? 'Sepete daha ekle' : 'Sepete ekle'}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            <nav className="ws-actions" aria-label="Sayfalar">
              {list.page > 1 ? (
                <Link
                  to={`?${new URLSearchParams({ ...Object.fromEntries(params), pageNumber: String(list.page - 1) })}`}
                >
                  Önceki
                </Link>
              ) : null}
              <span>
                Sayfa {list.page} / {list.pages}
              </span>
              {list.page < list.pages ? (
                <Link
                  to={`?${new URLSearchParams({ ...Object.fromEntries(params), pageNumber: String(list.page + 1) })}`}
                >
                  Sonraki
                </Link>
              ) : null}
            </nav>
          </section>
          <aside id="sepet" className="ws-box" aria-label={mode ? 'Mal fazlası seçimi' : 'Sepet'}>
            {mode ? (
              <>
                <h2>Mal Fazlası</h2>
                {warning ? (
                  <div className="ws-alert ws-alert--error" role="alert">
                    {warning.message}{' '}
                    <button
                      type="button"
                      className="ws-link"
                      onClick={() => setShowDetail((s) => !s)}
                    >
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
                          onClick={() => stepFree(pick.skuId, -1)}
                        >
                          −
                        </button>
                        <output>{pick.qty}</output>
                        <button
                          type="button"
                          aria-label={`${pick.name} artır`}
                          onClick={() => stepFree(pick.skuId, 1)}
                        >
                          +
                        </button>
                        <button
                          type="button"
                          aria-label={`${pick.name} çıkar`}
                          onClick={() => removeFree(pick.skuId)}
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
            ) : (
              <>
                <h2>Sepet</h2>
                {error ? <Alert kind="error">{error}</Alert> : null}
                {cart.cartItems.length === 0 ? <p>Alışveriş sepetiniz boş</p> : null}
                <ul className="ws-lines">
                  {cart.cartItems.map((line) => (
                    <li key={line.skuId} data-sku={line.sku}>
                      <div title={line.name}>{line.shortName}</div>
                      {variantText(line) ? (
                        <div className="ws-muted">{variantText(line)}</div>
                      ) : null}
                      <span className="ws-qty">
                        <QtyStepper
                          label={line.shortName}
                          outputLabel={`${line.shortName} sepetteki adet`}
                          value={held[line.skuId] ?? line.qty}
                          packSize={line.packSize}
                          disabled={busy}
                          onChange={(qty) => setHeld((h) => ({ ...h, [line.skuId]: qty }))}
                          onRelease={(qty) => void setQty(line.skuId, qty)}
                        />
                        <button
                          type="button"
                          aria-label={`${line.shortName} sepetten çıkar`}
                          disabled={busy}
                          onClick={() => void save(lines.filter((l) => l.skuId !== line.skuId))}
                        >
                          ×
                        </button>
                      </span>
                      <span className="ws-muted"> {formatTL(line.itemsTotalPrice)}</span>
                      {line.freeProducts.map((free) => (
                        <div key={free.sku} className="ws-muted">
                          + {free.qty} {free.productUnit} hediye
                        </div>
                      ))}
                    </li>
                  ))}
                </ul>
                <LevelBars levels={cart.levels} />
                {cart.message ? <Alert kind="info">{cart.message}</Alert> : null}
                {cart.extraGoodsBonus > 0 ? (
                  <Alert kind="ok">
                    Bu sepetle {formatTL(cart.extraGoodsBonus)} mal fazlası kazanırsınız.
                  </Alert>
                ) : null}
                <CartSummary
                  totalQty={cart.totalQty}
                  net={cart.totalPrice}
                  gross={cart.totalWithVat}
                />
                {cart.canOrder ? (
                  <Button component={Link} to="/toptan-siparis-onayi" fullWidth mt="sm">
                    Siparişi onayla
                  </Button>
                ) : null}
              </>
            )}
          </aside>
        </div>
      </main>
    </MantineArea>
  );
}
