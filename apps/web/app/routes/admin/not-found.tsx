import { Button, Text } from '@mantine/core';
import { data, Link, useLocation } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import type { Route } from './+types/not-found';

export async function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Sayfa bulunamadı | Çarşı Yönetim' }];

/**
 * An /admin-panel address no page answers (one of the spec's pages not built yet, or a wrong
 * link): HTTP 404 inside the back office's frame, so the menu stays at hand.
 */
export default function AdminNotFound() {
  const { pathname } = useLocation();
  return (
    <AdminPage title="Sayfa bulunamadı">
      <Text mb="md">
        <code>{pathname}</code> adresinde bir yönetim sayfası yok: sayfa henüz hazır değil ya da
        bağlantı değişmiş olabilir. Menüden devam edebilirsiniz.
      </Text>
      <Button component={Link} to="/admin-panel/anasayfa" variant="light">
        Yönetim ana sayfasına dön
      </Button>
    </AdminPage>
  );
}
