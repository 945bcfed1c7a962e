import '@mantine/core/styles/Button.css';
import '../identity/identity.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { MantineArea } from '../components/ui/MantineArea';
import { StaffSignIn } from '../identity/StaffSignIn';
import { signOut } from '../identity/sign-out';
import { safeNextPath } from '../identity/storage';
import { shopContext } from '../web-context';
import type { Route } from './+types/wholesale-login';

export async function loader({ context }: Route.LoaderArgs) {
  const { principal } = shopContext(context);
  return { company: principal?.kind === 'wholesale' ? principal.displayName : null };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Toptan Giriş | Çarşı' },
  { name: 'description', content: 'Çarşı toptan müşteri girişi.' },
  { name: 'robots', content: 'noindex, follow' },
];

export default function WholesaleLogin({ loaderData }: Route.ComponentProps) {
  return (
    <MantineArea>
      <main className="container auth-page">
        <div className="auth-card">
          <h1>Toptan Giriş</h1>
          {loaderData.company ? (
            <>
              <p className="auth-card__intro">
                <strong>{loaderData.company}</strong> hesabıyla giriş yaptınız.
              </p>
              <div className="auth-form">
                <Button component={Link} to="/toptan-hesabi" fullWidth>
                  Hesabıma git
                </Button>
                <Button variant="default" fullWidth onClick={() => void signOut('wholesale')}>
                  Çıkış yap
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="auth-card__intro">
                Toptan hesabınıza kayıtlı cep telefonunuza gönderilecek kodla giriş yapın.
              </p>
              <StaffSignIn
                userType="wholesale"
                onSignedIn={() => {
                  const next = safeNextPath(window.location.search, '/toptan-giris');
                  window.location.assign(next);
                }}
              />
              <p className="auth-card__links">
                Hesabınız yok mu? <Link to="/toptan-kayit">Toptan müşteri başvurusu</Link>
              </p>
            </>
          )}
        </div>
      </main>
    </MantineArea>
  );
}
