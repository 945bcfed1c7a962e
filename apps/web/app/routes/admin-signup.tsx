import { Link } from 'react-router';
import { call } from '../api/call';
import { MantineArea } from '../components/ui/MantineArea';
import { PHONE_FIELD, SignUpForm } from '../identity/SignUpForm';
import type { Route } from './+types/admin-signup';

export const meta: Route.MetaFunction = () => [
  { title: 'Yönetici Kaydı | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminSignUp() {
  return (
    <MantineArea>
      <main className="container auth-page">
        <div className="auth-card">
          <h1>Yönetici Kaydı</h1>
          <p className="auth-card__intro">
            Kaydınızı mağaza sahibi onaylayıp rolünüzü belirledikten sonra giriş yapabilirsiniz.
          </p>
          <SignUpForm
            send={(body) => call('POST /api/signUp/createAdmin', { body })}
            submitLabel="Kayıt Ol"
            fields={[
              { name: 'name', label: 'Ad soyad', autoComplete: 'name', maxLength: 60 },
              PHONE_FIELD,
            ]}
          />
          <p className="auth-card__links">
            Hesabınız var mı? <Link to="/admin-giris">Yönetici girişi</Link>
          </p>
        </div>
      </main>
    </MantineArea>
  );
}
