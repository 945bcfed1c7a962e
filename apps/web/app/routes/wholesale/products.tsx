import '@mantine/core/styles/Button.css';
import '../../wholesale/wholesale.css';
import type { WholesaleCartView, WholesaleProductView } from '@carsi/contract';
import { firstWholesaleQty, formatTL } from '@carsi/domain';
import { useEffect, useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { call, messageOf } from '../../api/call';
import { MantineArea } from '../../components/ui/MantineArea';
import { wholesaleRead } from '../../wholesale/load';
import { CartPanel } from '../../wholesale/products/CartPanel';
import { FreeGoodsBanner } from '../../wholesale/products/FreeGoodsBanner';
import { FreeGoodsPanel } from '../../wholesale/products/FreeGoodsPanel';
import { ProductCard } from '../../wholesale/products/ProductCard';
import { useFreeGoodsPicks } from '../../wholesale/products/useFreeGoodsPicks';
import { Alert } from '../../wholesale/ui';
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

export default function WholesaleProducts({ loaderData }: Route.ComponentProps) {
  const { list, categories } = loaderData;
  const [params] = useSearchParams();
  const [cart, setCart] = useState(loaderData.cart);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wanted, setWanted] = useState<Record<number, number>>({});
  const picks = useFreeGoodsPicks(wanted);
  const { mode } = picks;
  useEffect(() => setCart(loaderData.cart), [loaderData.cart]);

  async function save(lines: { skuId: number; qty: number }[]) {
    setBusy(true);
    setError(null);
    try {
      const result = await call('POST /api/wholesale/postCart', {
        body: { id: cart.id, cart: lines, cartId: cart.cartId },
      });
      setCart(result.cart);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  const add = (product: WholesaleProductView) => {
    const lines = cart.cartItems.map((line) => ({ skuId: line.skuId, qty: line.qty }));
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
  const category = params.get('category');
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(params), pageNumber: String(page) })}`;

  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Toptan Ürünler</h1>
        <FreeGoodsBanner
          mode={mode}
          allocation={cart.freeGoodsAllocation}
          onTurnOff={picks.turnOff}
        />
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
              {list.products.map((product) => (
                <ProductCard
                  key={product.skuId}
                  product={product}
                  inCart={cart.cartItems.some((line) => line.skuId === product.skuId)}
                  wanted={wanted[product.skuId]}
                  freeGoods={mode !== null}
                  busy={busy}
                  onWanted={(qty) => setWanted((w) => ({ ...w, [product.skuId]: qty }))}
                  onAdd={() => void add(product)}
                  onAddFree={() => picks.addFree(product)}
                />
              ))}
            </ul>
            <nav className="ws-actions" aria-label="Sayfalar">
              {list.page > 1 ? <Link to={pageLink(list.page - 1)}>Önceki</Link> : null}
              <span>
                Sayfa {list.page} / {list.pages}
              </span>
              {list.page < list.pages ? <Link to={pageLink(list.page + 1)}>Sonraki</Link> : null}
            </nav>
          </section>
          <aside id="sepet" className="ws-box" aria-label={mode ? 'Mal fazlası seçimi' : 'Sepet'}>
            {mode ? (
              <FreeGoodsPanel
                mode={mode}
                warning={picks.warning}
                onStep={picks.stepFree}
                onRemove={picks.removeFree}
                showDetail={picks.showDetail}
                onToggleDetail={picks.toggleDetail}
              />
            ) : (
              <CartPanel cart={cart} error={error} busy={busy} onSave={save} />
            )}
          </aside>
        </div>
      </main>
    </MantineArea>
  );
}
