import { roleCanDo } from '@carsi/contract/access';
import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { useAdminRole } from '../../admin/format';
import { adminRead } from '../../admin/load';
import { CarrierCard } from '../../admin/shipping/CarrierCard';
import { ReturnAddressForm } from '../../admin/shipping/ReturnAddressForm';
import type { CallOutput } from '../../api/call';
import type { Route } from './+types/carrier-settings';

type CarrierList = CallOutput<'GET /api/admin/carrier-settings'>;
type ReturnAddress = CallOutput<'GET /api/admin/shipping-return-address'>;

export async function loader({ context, url }: Route.LoaderArgs) {
  const [settings, returnAddress] = await Promise.all([
    adminRead<CarrierList>(context, '/api/admin/carrier-settings', url),
    adminRead<ReturnAddress>(context, '/api/admin/shipping-return-address', url),
  ]);
  return { carriers: settings.carriers, returnAddress: returnAddress.address };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Kargo ayarları | Yönetim | Çarşı' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Kargo ayarları: each carrier's desi divisor and on/off, and the shop's return address. */
export default function AdminCarrierSettings({ loaderData }: Route.ComponentProps) {
  const { carriers, returnAddress } = loaderData;
  const role = useAdminRole();
  const mayEdit = role !== null && roleCanDo(role, 'orders.fulfil');
  return (
    <AdminPage
      title="Kargo ayarları"
      actions={
        <Group gap="md">
          <Anchor component={Link} to="/admin-panel/mobil-bolgeler">
            Mobil bölgeler
          </Anchor>
          <Anchor component={Link} to="/admin-panel/ups-il-ve-ilce-listesi">
            UPS il ve ilçe kodları
          </Anchor>
        </Group>
      }
    >
      <Text mb="md">
        Gönderilerin desisi her kargo firmasının kendi böleniyle hesaplanır; değişiklik yeni açılan
        gönderilerde geçerli olur. Kapalı bir firmayla yeni gönderi ve iade açılmaz.
      </Text>
      {carriers.length === 0 ? (
        <Text c="dimmed" mb="md">
          Tanımlı kargo firması yok: sunucu ayarlarında UPS veya Yurtiçi Kargo bilgilerini girin.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="lg">
          {carriers.map((carrier) => (
            <CarrierCard key={carrier.carrier} carrier={carrier} mayEdit={mayEdit} />
          ))}
        </SimpleGrid>
      )}
      <ReturnAddressForm address={returnAddress} mayEdit={mayEdit} />
    </AdminPage>
  );
}
