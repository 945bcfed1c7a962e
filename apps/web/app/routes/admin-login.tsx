import { Link, redirect } from 'react-router';
import { MantineArea } from '../components/ui/MantineArea';
import { StaffSignIn } from '../identity/StaffSignIn';
import { safeNextPath } from '../identity/storage';
import { shopContext } from '../web-context';
import type { Route } from './+types/admin-login';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { principal } = shopContext(context);
  if (principal?.kind === 'admin') {
    throw redirect(safeNextPath(url.search, '/admin-panel/anasayfa'));
  }
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Yönetici Girişi | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminLogin() {
  return (
    <MantineArea>
      <main className="container auth-page">
        <div className="auth-card">
          <h1>Yönetici Girişi</h1>
          <p className="auth-card__intro">
            Onaylı yönetici hesabınıza kayıtlı cep telefonunuza gönderilecek kodla giriş yapın.
          </p>
          <StaffSignIn
            userType="admin"
            onSignedIn={() =>
              window.location.assign(safeNextPath(window.location.search, '/admin-panel/anasayfa'))
            }
          />
          <p className="auth-card__links">
            Hesabınız yok mu? <Link to="/admin-kayit">Yönetici kaydı</Link>
          </p>
        </div>
      </main>
    </MantineArea>
  );
}
