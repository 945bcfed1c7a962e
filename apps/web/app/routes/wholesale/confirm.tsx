import '@mantine/core/styles/Button.css';
import '../../wholesale/wholesale.css';
import type {
  WholesaleAccountView,
  WholesaleBankAccountView,
  WholesaleCartView,
} from '@carsi/contract';
import { wholesalePaymentMethodLabels } from '@carsi/contract/wholesale';
import {
  awaitsCardPayment,
  formatTL,
  offeredPaymentMethods,
  paymentPlan,
  type WholesalePaymentMethod,
} from '@carsi/domain';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call, messageOf } from '../../api/call';
import { MantineArea } from '../../components/ui/MantineArea';
import {
  type FreeGoodsMode,
  picksTotal,
  readFreeGoodsMode,
  writeFreeGoodsMode,
} from '../../wholesale/free-goods-mode';
import { wholesaleRead } from '../../wholesale/load';
import { BankTransferDetails, variantText } from '../../wholesale/OrderParts';
import { Alert, CartSummary } from '../../wholesale/ui';
import type { Route } from './+types/confirm';

export async function loader({ context, url }: Route.LoaderArgs) {
  const [account, cart, bank] = await Promise.all([
    wholesaleRead<WholesaleAccountView>(context, 'getDetailsWholeSaleAccount', url),
    wholesaleRead<{ cart: WholesaleCartView }>(context, 'getCart', url),
    wholesaleRead<{ bankAccount: WholesaleBankAccountView | null }>(context, 'getBankAccount', url),
  ]);
  return {
    account,
    cart: cart.cart,
    bankAccount: bank.bankAccount,
    orderNumber: url.searchParams.get('orderNumber') ?? undefined,
    freeGoodsAllocation: Number(url.searchParams.get('freeGoodsAllocation') ?? 0) || undefined,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sipariş Onayı | Çarşı Toptan' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function FreeGoodsConfirm({ orderNumber }: { orderNumber: string }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<FreeGoodsMode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setMode(readFreeGoodsMode()), []);
  if (!mode || mode.orderNumber !== orderNumber) {
    return (
      <p>
        Seçili mal fazlası yok. <Link to="/toptan-siparislerim">Siparişlerime dön</Link>
      </p>
    );
  }
  async function confirm() {
    if (!mode) return;
    setBusy(true);
    setError(null);
    try {
      await call('PUT /api/wholesale/updateWholeSaleOrderWithFreeGoods', {
        body: {
          id: mode.orderId,
          freeGoods: mode.picks.map((pick) => ({ skuId: pick.skuId, qty: pick.qty })),
        },
      });
      writeFreeGoodsMode(null);
      navigate(`/toptan-siparis-detay?id=${mode.orderId}`);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }
  return (
    <>
      <p>{orderNumber} numaralı siparişinize eklenecek mal fazlası:</p>
      <table className="ws-table">
        <thead>
          <tr>
            <th>Ürün</th>
            <th>Adet</th>
            <th>Tutar (KDV hariç)</th>
          </tr>
        </thead>
        <tbody>
          {mode.picks.map((pick) => (
            <tr key={pick.skuId}>
              <td>{pick.name}</td>
              <td>
                {pick.qty} {pick.productUnit}
              </td>
              <td>{formatTL(pick.price * pick.qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartSummary
        totalQty={mode.picks.reduce((s, p) => s + p.qty, 0)}
        net={picksTotal(mode)}
        gross={0}
        orderNumber={orderNumber}
        freeGoodsAllocation={mode.allocation}
      />
      <p className="ws-muted">
        Kullanılmayan {formatTL(Math.max(0, mode.allocation - picksTotal(mode)))} mal fazlası nakit
        ödenmez ve indirim olarak uygulanmaz; bir sonraki siparişinize aktarılır.
      </p>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <div className="ws-actions">
        <Button onClick={() => void confirm()} loading={busy}>
          Mal fazlasını siparişe ekle
        </Button>
        <Button component={Link} to="/toptan-urunler" variant="default">
          Seçime dön
        </Button>
      </div>
    </>
  );
}

export default function WholesaleConfirm({ loaderData }: Route.ComponentProps) {
  const { account, cart, orderNumber, bankAccount } = loaderData;
  const navigate = useNavigate();
  const addresses = account.reSeller.addresses;
  const methods = offeredPaymentMethods(account.reSeller.allowedPaymentMethods);
  const [addressId, setAddressId] = useState(addresses[0]?.addressId ?? '');
  const [method, setMethod] = useState<WholesalePaymentMethod | ''>(
    methods.find((m) => m.method === 'bankTransfer')?.method ?? methods[0]?.method ?? '',
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (orderNumber) {
    return (
      <MantineArea>
        <main className="container ws-page">
          <h1>Mal Fazlası Onayı</h1>
          <FreeGoodsConfirm orderNumber={orderNumber} />
        </main>
      </MantineArea>
    );
  }
  const chosen = methods.find((m) => m.method === method);
  async function order() {
    // The button is disabled until a payment method is chosen.
    if (!method) return;
    setBusy(true);
    setError(null);
    try {
      const result = await call('POST /api/wholesale/createWholeSaleOrder', {
        body: { cartId: cart.cartId, paymentMethod: method, addressId },
      });
      navigate(
        awaitsCardPayment(result.order.orderStatus)
          ? `/toptan-siparis-3ds-guvenli-odeme-sayfasi?id=${result.order.id}`
          : `/toptan-siparis-tesekkurler?id=${result.order.id}`,
      );
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }
  return (
    <MantineArea>
      <main className="container ws-page">
        <h1>Sipariş Onayı</h1>
        {cart.cartItems.length === 0 ? (
          <p>
            Alışveriş sepetiniz boş <Link to="/toptan-urunler">Ürünlere dön</Link>
          </p>
        ) : (
          <div className="ws-grid">
            <section>
              <table className="ws-table">
                <thead>
                  <tr>
                    <th>Ürün</th>
                    <th>Adet</th>
                    <th>Birim (KDV hariç)</th>
                    <th>Tutar</th>
                  </tr>
                </thead>
                <tbody>
                  {cart.cartItems.map((line) => (
                    <tr key={line.skuId}>
                      <td title={line.name}>
                        {line.shortName}
                        {variantText(line) ? (
                          <span className="ws-line__variant">{variantText(line)}</span>
                        ) : null}
                        <span className="ws-muted ws-line__variant">SKU: {line.sku}</span>
                      </td>
                      <td>
                        {line.qty} {line.productUnit}
                      </td>
                      <td>{formatTL(line.price)}</td>
                      <td>{formatTL(line.itemsTotalPrice)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h2>Teslimat adresi</h2>
              {addresses.length === 0 ? (
                <p>
                  Kayıtlı adresiniz yok. <Link to="/toptan-teslimat-adresleri">Adres ekleyin</Link>
                </p>
              ) : (
                <fieldset className="ws-form">
                  <legend className="visually-hidden">Teslimat adresi</legend>
                  {addresses.map((a) => (
                    <label key={a.addressId}>
                      <input
                        type="radio"
                        name="address"
                        checked={addressId === a.addressId}
                        onChange={() => setAddressId(a.addressId)}
                      />{' '}
                      <strong>{a.title}</strong> — {a.address}, {a.district} / {a.province}
                    </label>
                  ))}
                </fieldset>
              )}
              <h2>Ödeme yöntemi</h2>
              {methods.length === 0 ? <p>Size tanımlı bir ödeme yöntemi yok.</p> : null}
              <fieldset className="ws-form">
                <legend className="visually-hidden">Ödeme yöntemi</legend>
                {methods.map((m) => (
                  <label key={m.method}>
                    <input
                      type="radio"
                      name="method"
                      checked={method === m.method}
                      onChange={() => setMethod(m.method)}
                    />{' '}
                    {wholesalePaymentMethodLabels[m.method]}
                    {m.paymentTerm > 0 ? ` · ${m.paymentTerm} gün vade` : ''}
                    {m.downPaymentPercentage > 0 ? ` · %${m.downPaymentPercentage} peşinat` : ''}
                  </label>
                ))}
              </fieldset>
              {chosen && (chosen.paymentTerm > 0 || chosen.downPaymentPercentage > 0) ? (
                <Alert kind="info">
                  Peşinat:{' '}
                  {formatTL(paymentPlan(cart.totalWithVat, chosen, Date.now()).downPayment)} · Kalan{' '}
                  {formatTL(paymentPlan(cart.totalWithVat, chosen, Date.now()).remainder)},{' '}
                  {chosen.paymentTerm} gün içinde ödenir.
                </Alert>
              ) : null}
              {method === 'creditCard' ? (
                <Alert kind="info">
                  Siparişiniz oluşturulunca 3D Secure ile kart ödeme sayfasına yönlendirilirsiniz;
                  ödeme onaylanınca siparişiniz onaylanır.
                </Alert>
              ) : null}
              {method === 'bankTransfer' ? (
                <>
                  <Alert kind="info">
                    Siparişiniz, havale dekontunuz kontrol edilene kadar “Havale Bekleniyor”
                    durumunda kalır.
                  </Alert>
                  <BankTransferDetails bankAccount={bankAccount} />
                </>
              ) : null}
            </section>
            <aside className="ws-box">
              <CartSummary
                totalQty={cart.totalQty}
                net={cart.totalPrice}
                gross={cart.totalWithVat}
              />
              {cart.extraGoodsBonus > 0 ? (
                <Alert kind="ok">
                  Bu siparişle {formatTL(cart.extraGoodsBonus)} mal fazlası kazanacaksınız.
                </Alert>
              ) : null}
              {cart.message && !cart.canOrder ? <Alert kind="info">{cart.message}</Alert> : null}
              {error ? <Alert kind="error">{error}</Alert> : null}
              <Button
                fullWidth
                mt="sm"
                onClick={() => void order()}
                loading={busy}
                disabled={!cart.canOrder || !method || !addressId}
              >
                Siparişi oluştur
              </Button>
            </aside>
          </div>
        )}
      </main>
    </MantineArea>
  );
}
