import '../../wholesale/wholesale.css';
import type { WholesaleAccountView } from '@carsi/contract';
import { wholesalePaymentMethodLabels } from '@carsi/contract/wholesale';
import { formatTL } from '@carsi/domain';
import { Link } from 'react-router';
import { wholesaleRead } from '../../wholesale/load';
import { dateText } from '../../wholesale/ui';
import type { Route } from './+types/account';

export async function loader({ context, url }: Route.LoaderArgs) {
  return {
    account: await wholesaleRead<WholesaleAccountView>(context, 'getDetailsWholeSaleAccount', url),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Toptan Hesabım | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const ledgerKind = { earned: 'Kazanılan', used: 'Kullanılan', adjusted: 'Düzeltme' } as const;

export default function WholesaleAccount({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const summary = account.ordersSummary;
  const pricing = account.reSeller.privatePricing;
  const limits = account.reSeller.limits;
  const methods = Object.entries(account.reSeller.allowedPaymentMethods).filter(
    ([, m]) => m.isAllowed,
  );
  return (
    <main className="container ws-page">
      <h1>{account.companyName}</h1>
      <p className="ws-muted">
        {account.isWholeSaleReSeller
          ? 'Bayi'
          : account.isWholeSaleEndUser
            ? 'Toptan son kullanıcı'
            : ''}{' '}
        · {account.name} · {account.phone}
      </p>
      <section className="ws-stats" aria-label="Sipariş özeti">
        <div className="ws-stat">
          Toplam sipariş<strong>{summary.totalNumberOfOrders}</strong>
        </div>
        <div className="ws-stat">
          Tamamlanan sipariş<strong>{summary.completedOrders}</strong>
        </div>
        <div className="ws-stat">
          Havale bekleyen<strong>{summary.hasPendingBankTransfer ? 'Var' : 'Yok'}</strong>
        </div>
        <div className="ws-stat">
          Mal fazlası bakiyesi
          <strong data-testid="free-goods-balance">{formatTL(summary.freeGoodsAllocation)}</strong>
        </div>
      </section>
      <div className="ws-actions">
        <Link to="/toptan-urunler">Ürünler</Link>
        <Link to="/toptan-siparislerim">Siparişlerim</Link>
        <Link to="/toptan-firma-bilgileri">Firma bilgileri</Link>
        <Link to="/toptan-teslimat-adresleri">Teslimat adresleri</Link>
      </div>

      <h2>Alım seviyeleri</h2>
      {limits.purchaseLevelOne.amount > 0 ? (
        <table className="ws-table">
          <thead>
            <tr>
              <th>Seviye</th>
              <th>Tutar (KDV hariç)</th>
              <th>Mal fazlası</th>
            </tr>
          </thead>
          <tbody>
            {[limits.purchaseLevelOne, limits.purchaseLevelTwo, limits.purchaseLevelThree].map(
              (level, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the three levels are fixed
                <tr key={`level-${i + 1}`}>
                  <td>
                    {i + 1}. Seviye{i === 0 ? ' (en az sipariş)' : ''}
                  </td>
                  <td>{formatTL(level.amount)}</td>
                  <td>%{level.extraGoods}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      ) : (
        <p>Alım seviyeleriniz henüz tanımlanmadı.</p>
      )}

      <h2>Ödeme yöntemleri</h2>
      {methods.length > 0 ? (
        <ul>
          {methods.map(([method, setting]) => (
            <li key={method}>
              {wholesalePaymentMethodLabels[method as keyof typeof wholesalePaymentMethodLabels] ??
                method}
              {setting.paymentTerm > 0 ? ` · ${setting.paymentTerm} gün vade` : ''}
              {setting.downPaymentPercentage > 0
                ? ` · %${setting.downPaymentPercentage} peşinat`
                : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>Size tanımlı bir ödeme yöntemi yok.</p>
      )}

      <h2>Özel fiyatlar</h2>
      {pricing.active ? (
        <p>
          {pricing.skus.length} ürün için özel fiyatınız var;{' '}
          <strong>{pricing.remainingDays} gün</strong> geçerli.
        </p>
      ) : (
        <p>Geçerli özel fiyatınız yok; toptan liste fiyatları uygulanır.</p>
      )}

      <h2>Mal fazlası hareketleri</h2>
      {account.ledger.length === 0 ? (
        <p>Henüz mal fazlası hareketi yok.</p>
      ) : (
        <table className="ws-table">
          <thead>
            <tr>
              <th>Tarih</th>
              <th>Sipariş</th>
              <th>Hareket</th>
              <th>Tutar</th>
              <th>Devreden bakiye</th>
            </tr>
          </thead>
          <tbody>
            {account.ledger.map((entry) => (
              <tr key={`${entry.createdAt}-${entry.kind}-${entry.amount}`}>
                <td>{dateText(entry.createdAt)}</td>
                <td>{entry.orderNumber ?? '—'}</td>
                <td>{ledgerKind[entry.kind]}</td>
                <td>{formatTL(entry.amount)}</td>
                <td>{formatTL(entry.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
