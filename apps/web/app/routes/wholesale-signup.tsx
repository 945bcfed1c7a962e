import { Link } from 'react-router';
import { call } from '../api/call';
import { MantineArea } from '../components/ui/MantineArea';
import { PHONE_FIELD, SignUpForm } from '../identity/SignUpForm';
import type { Route } from './+types/wholesale-signup';

export const meta: Route.MetaFunction = () => [
  { title: 'Toptan Müşteri Başvurusu | Çarşı' },
  {
    name: 'description',
    content: 'Otel, yurt ve bayiler için Çarşı toptan müşteri hesabı başvurusu.',
  },
];

export default function WholesaleSignUp() {
  return (
    <MantineArea>
      <main className="container auth-page">
        <div className="auth-card">
          <h1>Toptan Müşteri Başvurusu</h1>
          <p className="auth-card__intro">
            Başvurunuzu inceleyip hesabınızı son kullanıcı ya da bayi olarak açıyoruz. Onaydan sonra
            bu telefon numarasına gelen kodla giriş yapabilirsiniz.
          </p>
          <SignUpForm
            send={(body) => call('POST /api/signUp/createWholeSaleCustomer', { body })}
            submitLabel="Başvuruyu Gönder"
            fields={[
              {
                name: 'companyName',
                label: 'Firma adı',
                autoComplete: 'organization',
                maxLength: 120,
              },
              { name: 'name', label: 'Yetkili ad soyad', autoComplete: 'name', maxLength: 60 },
              {
                name: 'email',
                label: 'E-posta',
                type: 'email',
                autoComplete: 'email',
                maxLength: 254,
              },
              PHONE_FIELD,
            ]}
          />
          <p className="auth-card__links">
            Hesabınız var mı? <Link to="/toptan-giris">Toptan giriş</Link>
          </p>
        </div>
      </main>
    </MantineArea>
  );
}
