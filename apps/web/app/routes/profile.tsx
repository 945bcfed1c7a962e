import { formatTrPhone } from '@carsi/domain';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '../identity/identity.css';
import type { CustomerProfile } from '@carsi/contract';
import { Alert, Button, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { redirect } from 'react-router';
import { call } from '../api/call';
import { MantineArea } from '../components/ui/MantineArea';
import { signOut } from '../identity/sign-out';
import { STORAGE_KEYS } from '../identity/storage';
import { shopContext } from '../web-context';
import type { Route } from './+types/profile';

export async function loader({ context }: Route.LoaderArgs) {
  const profile = await shopContext(context).identity.customerProfile();
  if (!profile) throw redirect('/musteri-hizmetleri-giris?sonra=%2Fprofilim');
  return { profile };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Profilim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const [profile, setProfile] = useState<CustomerProfile>(loaderData.profile);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // Uncontrolled fields: what a person typed before the page finished loading is kept.
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = {
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      email: String(data.get('email') ?? ''),
    };
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const updated = await call('PUT /api/users/profile', { body: form });
      setProfile(updated);
      setSaved(true);
      try {
        const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? '{}');
        localStorage.setItem(
          STORAGE_KEYS.customer,
          JSON.stringify({
            ...stored,
            _id: updated._id,
            firstName: updated.firstName,
            lastName: updated.lastName,
          }),
        );
      } catch {
        // Storage blocked: the server copy is what counts.
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unknown error');
    } finally {
      setSaving(false);
    }
  }

  const field = (name: 'firstName' | 'lastName' | 'email') => ({
    name,
    defaultValue: profile[name] ?? '',
  });

  return (
    <MantineArea>
      <main className="container auth-page">
        <div className="auth-card">
          <h1>Profilim</h1>
          <p className="auth-card__intro">
            Telefon: <strong>{formatTrPhone(profile.phone)}</strong>
          </p>
          <form className="auth-form" onSubmit={save} noValidate>
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            {saved ? (
              <Alert color="green" role="status">
                Bilgileriniz kaydedildi.
              </Alert>
            ) : null}
            <TextInput
              label="Ad"
              autoComplete="given-name"
              required
              maxLength={60}
              {...field('firstName')}
            />
            <TextInput
              label="Soyad"
              autoComplete="family-name"
              required
              maxLength={60}
              {...field('lastName')}
            />
            <TextInput
              label="E-posta"
              description="İsteğe bağlı; fatura ve sipariş bilgileri için."
              type="email"
              autoComplete="email"
              maxLength={254}
              {...field('email')}
            />
            <Button type="submit" fullWidth loading={saving}>
              Kaydet
            </Button>
          </form>
          <p className="auth-card__links">
            <button type="button" className="link-button" onClick={() => void signOut('customer')}>
              Çıkış yap
            </button>
          </p>
        </div>
      </main>
    </MantineArea>
  );
}
