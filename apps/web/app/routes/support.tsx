import '../styles/purchase.css';
import '../styles/support.css';
import type { ReturnableOrder } from '@carsi/contract';
import { FORM_DEFINITIONS } from '@carsi/contract/forms';
import {
  CARD_REFUND_HOURS,
  DEFAULT_REFUND_GUARANTEE_DAYS,
  FREE_SHIPPING_THRESHOLD_KURUS,
  formatTL,
  INSTALLMENTS_WITHOUT_INTEREST,
} from '@carsi/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApplicationForm } from '../components/forms/ApplicationForm';
import { ReturnLookupForm } from '../components/returns/ReturnLookupForm';
import type { Route } from './+types/support';

export const meta: Route.MetaFunction = () => [
  { title: 'Destek | Çarşı' },
  {
    name: 'description',
    content: 'Sipariş sorgulama, teslimat, iade ve ödeme hakkında sık sorulan sorular.',
  },
];

const FAQ: { topic: string; items: { q: string; a: string }[] }[] = [
  {
    topic: 'Teslimat',
    items: [
      {
        q: 'Siparişim ne zaman kargoya verilir?',
        a: 'Siparişler saat 10:00’dan itibaren paketlenir; iş günlerinde genellikle aynı gün ya da ertesi gün kargoya verilir. Kargo takip kodu SMS ile gönderilir.',
      },
      {
        q: 'Kargo ücreti ne kadar?',
        a: `${formatTL(FREE_SHIPPING_THRESHOLD_KURUS)} ve üzeri siparişlerde kargo ücretsizdir.`,
      },
    ],
  },
  {
    topic: 'İade',
    items: [
      {
        q: 'Ürünü nasıl iade ederim?',
        a: `Teslim aldığınız ürünleri ${DEFAULT_REFUND_GUARANTEE_DAYS} gün içinde (ürünün kendi iade süresi varsa o süre içinde) Kolay İade sayfasından iade edebilirsiniz. Size bir iade kodu verilir; kolinin üzerine yazıp anlaşmalı kargoya ücretsiz teslim edersiniz.`,
      },
      {
        q: 'İade ücretim ne zaman yatar?',
        a: `Kartla ödemelerde ürün depomuza ulaştıktan sonra ${CARD_REFUND_HOURS} saat içinde kartınıza iade edilir. Kapıda ödemeli siparişlerde tutar, verdiğiniz IBAN’a havale ile gönderilir.`,
      },
    ],
  },
  {
    topic: 'Ödeme',
    items: [
      {
        q: 'Hangi ödeme yöntemleri var?',
        a: `Kredi veya banka kartıyla 3-D Secure ödeme (${INSTALLMENTS_WITHOUT_INTEREST} taksite kadar vade farksız) ya da kapıda ödeme.`,
      },
      {
        q: 'Kartımdan para çekildi ama sipariş görünmüyor.',
        a: 'Ödeme süresi dolduktan sonra tamamlanan ödemeler otomatik olarak iade edilir. Sipariş numaranızla aşağıdan sorgulayabilir ya da bize yazabilirsiniz.',
      },
    ],
  },
];

/** /destek: order lookup, FAQ on delivery, returns and payment, and how to reach us. */
export default function Support() {
  const [order, setOrder] = useState<ReturnableOrder | null>(null);
  return (
    <main className="container purchase-page support-page">
      <h1>Destek</h1>
      <section aria-labelledby="destek-sorgu">
        <h2 id="destek-sorgu">Sipariş sorgulama</h2>
        <ReturnLookupForm submitLabel="Sorgula" onFound={(found) => setOrder(found)} />
        {order ? (
          <div aria-live="polite">
            <p>
              Sipariş {order.orderNumber}:{' '}
              {order.deliveredAt ? 'teslim edildi.' : 'hazırlanıyor veya yolda.'}
            </p>
            <ul>
              <li>
                <Link to={`/odeme-sonrasi-musteri-hizmetleri?siparis=${order.orderId}`}>
                  Bu siparişle ilgili bize yazın
                </Link>
              </li>
              {order.deliveredAt ? (
                <li>
                  <Link to="/kolay-iade-baslat">Kolay iade başlat</Link>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="destek-sss">
        <h2 id="destek-sss">Sık sorulan sorular</h2>
        {FAQ.map((group) => (
          <div key={group.topic}>
            <h3>{group.topic}</h3>
            {group.items.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        ))}
      </section>
      <section aria-labelledby="destek-iletisim">
        <h2 id="destek-iletisim">Siparişiniz yoksa</h2>
        <p>
          {FORM_DEFINITIONS.support.intro} Üyeyseniz{' '}
          <Link to="/musteri-hizmetleri">Müşteri Hizmetleri</Link> sayfasından sipariş taleplerinizi
          izleyebilirsiniz.
        </p>
        <ApplicationForm kind="support" />
      </section>
    </main>
  );
}
