import { Link } from 'react-router';
import { seoMeta, shopFromMatches } from '../seo';
import type { Route } from './+types/corporate-signup-info';

export const headers = () => ({ 'Cache-Control': 'public, max-age=0, must-revalidate' });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: 'Kurumsal (toptan) hesap nasıl açılır?',
    description:
      'Çarşı toptan hesabı: başvuru, onay, size özel fiyatlar, alım seviyeleri, mal fazlası ve ödeme seçenekleri.',
    path: '/mainland/kurumsal-kayit-aciklamasi',
    publicUrl: shopFromMatches(matches)?.publicUrl,
    type: 'article',
  });

/** `/mainland/kurumsal-kayit-aciklamasi`: how to open a wholesale account. */
export default function CorporateSignupInfo() {
  return (
    <main className="container static-page">
      <article>
        <h1>Kurumsal (toptan) hesap nasıl açılır?</h1>
        <p>
          Mağazanız, internet satışınız ya da kurumunuz için toptan alım yapıyorsanız Çarşı toptan
          portalında size özel fiyatlarla sipariş verebilirsiniz.
        </p>
        <h2>1. Başvurun</h2>
        <p>
          <Link to="/toptan-kayit">Toptan kayıt</Link> sayfasında firma adınızı, yetkili adınızı,
          e-posta adresinizi ve cep telefonunuzu yazın. Başvurunuz ekibimize ulaşır.
        </p>
        <h2>2. Onay</h2>
        <p>
          Ekibimiz firmanızı inceler ve hesabınızı son kullanıcı ya da bayi (yeniden satıcı) olarak
          açar. Onaydan sonra <Link to="/toptan-giris">toptan giriş</Link> sayfasından cep
          telefonunuza gelen kodla giriş yaparsınız; şifre gerekmez.
        </p>
        <h2>3. Size özel koşullar</h2>
        <ul>
          <li>Fiyatlar KDV hariç toptan fiyatlardır; hesabınıza özel fiyat tanımlanabilir.</li>
          <li>
            Alım seviyeleri: birinci seviye en düşük sipariş tutarıdır; ikinci ve üçüncü seviyeye
            ulaşan siparişler yüzde olarak mal fazlası kazanır.
          </li>
          <li>
            Ödeme: kredi kartı, havale/EFT, çek, senet ya da faturaya vadeli ödeme — hesabınıza
            açılan yöntemlerle.
          </li>
          <li>Teslimat adreslerinizi portalda kaydeder, her siparişte seçersiniz.</li>
        </ul>
        <h2>Büyük ya da özel siparişler</h2>
        <p>
          Otel, yurt, hastane ya da kurum hediyesi gibi özel ölçü ve adetler için{' '}
          <Link to="/kurumsal-ve-toptan-siparis-talep-formu">
            kurumsal ve toptan sipariş talep formunu
          </Link>{' '}
          doldurun; ürünlerimizi satmak istiyorsanız{' '}
          <Link to="/bayi-basvuru-formu">bayi başvuru formunu</Link> kullanın.
        </p>
        <p>
          <Link to="/toptan-kayit" className="button button--primary">
            Toptan hesap başvurusu yap
          </Link>
        </p>
      </article>
    </main>
  );
}
