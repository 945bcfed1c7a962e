import { Link, redirect } from 'react-router';
import { call } from '../api/call';
import { MantineArea } from '../components/ui/MantineArea';
import { PhoneCodeForm } from '../identity/PhoneCodeForm';
import { safeNextPath, storeSignInResult } from '../identity/storage';
import { seoMeta, shopFromMatches } from '../seo';
import { shopContext } from '../web-context';
import type { Route } from './+types/customer-login';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { principal } = shopContext(context);
  if (principal?.kind === 'customer') {
    throw redirect(safeNextPath(url.search, '/profilim'));
  }
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    title: 'Müşteri Girişi',
    description: 'Telefon numaranıza gönderilen kodla giriş yapın, siparişlerinizi takip edin.',
    path: '/musteri-hizmetleri-giris',
    publicUrl: shopFromMatches(matches)?.publicUrl,
  }),
  { name: 'robots', content: 'noindex, follow' },
];

export default function CustomerLogin() {
  return (
    <MantineArea>
      <main className="container auth-page">
        <div className="auth-card">
          <h1>Müşteri Girişi</h1>
          <p className="auth-card__intro">
            Siparişlerinizi takip etmek ve müşteri hizmetlerine ulaşmak için cep telefonunuza
            gönderilecek kodla giriş yapın. Üyelik gerekmez.
          </p>
          <PhoneCodeForm
            withCaptcha={false}
            sendCode={(phone) => call('POST /api/users/smscode', { body: { phone } })}
            verify={async (phone, code) => {
              const user = await call('POST /api/users/authenticate', {
                body: { credentials: { phone, code } },
              });
              storeSignInResult(user);
              // A full load, so the header and guards see the new session cookie.
              window.location.assign(safeNextPath(window.location.search, '/profilim'));
            }}
          />
          <p className="auth-card__links">
            Toptan müşterimiz misiniz? <Link to="/toptan-giris">Toptan giriş</Link>
          </p>
        </div>
      </main>
    </MantineArea>
  );
}
