import type { CampaignView } from '@carsi/contract';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { Form, Link, redirect } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { CampaignForm } from '../../admin/CampaignForm';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/campaign-create';

type ProductCampaign = {
  product: { _id: number; name: string; slug: string };
  campaign: CampaignView | null;
};

/** The id in the URL when no product is chosen yet: /admin-panel/kampanya-olustur/yeni. */
const NO_PRODUCT = 'yeni';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const chosen = url.searchParams.get('urun');
  if (params.id === NO_PRODUCT && chosen && /^\d{1,9}$/.test(chosen)) {
    throw redirect(`/admin-panel/kampanya-olustur/${chosen}`);
  }
  if (params.id === NO_PRODUCT) return { product: null, campaign: null };
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  const found = await adminRead<ProductCampaign>(
    context,
    `/api/admincampaign/ofproduct/${params.id}`,
    url,
  );
  // A product has one campaign: creating a second means editing the first.
  if (found.campaign) throw redirect(`/admin-panel/kampanya/${found.campaign._id}`);
  return found;
}

export const meta: Route.MetaFunction = () => [{ title: 'Kampanya oluştur | Çarşı Yönetim' }];

/** kampanya-olustur/{id}: a new campaign for product {id} (or pick the product first). */
export default function CampaignCreate({ loaderData }: Route.ComponentProps) {
  const [productId, setProductId] = useState<number | ''>('');
  return (
    <AdminPage
      title="Kampanya oluştur"
      actions={<Link to="/admin-panel/kampanyalar">Tüm kampanyalar</Link>}
    >
      {loaderData.product ? (
        <CampaignForm product={loaderData.product} existing={null} />
      ) : (
        <Form method="get">
          <Group align="flex-end">
            <NumberInput
              name="urun"
              label="Ürün numarası"
              description="Ürünler listesinde ya da ürün düzenleme sayfasında görünür."
              required
              min={1}
              allowDecimal={false}
              value={productId}
              onChange={(v) => setProductId(v === '' ? '' : Number(v))}
            />
            <Button type="submit">Devam</Button>
          </Group>
        </Form>
      )}
    </AdminPage>
  );
}
