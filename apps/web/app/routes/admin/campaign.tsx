import type { CampaignView } from '@carsi/contract';
import { Link } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { CampaignForm } from '../../admin/CampaignForm';
import { adminRead } from '../../admin/load';
import type { Route } from './+types/campaign';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  return adminRead<{ campaign: CampaignView }>(
    context,
    `/api/admincampaign/detailsofcampaign/${params.id}`,
    url,
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Kampanya | Çarşı Yönetim' }];

/** One campaign (kampanya/{id}): what it is, whether it runs now, and its form. */
export default function Campaign({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  return (
    <AdminPage
      title={`Kampanya: ${campaign.title}`}
      actions={<Link to="/admin-panel/kampanyalar">Tüm kampanyalar</Link>}
    >
      <p>
        {campaign.running ? 'Şu anda yayında.' : 'Şu anda yayında değil.'}{' '}
        {campaign.landingPath ? (
          <a href={campaign.landingPath} target="_blank" rel="noopener">
            Açılış sayfasını aç
          </a>
        ) : null}
      </p>
      {campaign.beforePriceNotices && campaign.beforePriceNotices.length > 0 ? (
        <section aria-label="Önceki fiyat uyarıları" data-testid="before-price-notices">
          <p>
            <strong>Üstü çizili fiyat gösterilmiyor.</strong> Yasaya göre indirimde gösterilen
            önceki fiyat, ürünün kampanya başlamadan önceki 30 gündeki en düşük fiyatıdır; sistem
            bunu fiyat geçmişinden hesaplar.
          </p>
          <ul>
            {campaign.beforePriceNotices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <CampaignForm
        key={campaign.updatedAt}
        product={{ _id: campaign.productId, name: campaign.productName }}
        existing={campaign}
      />
    </AdminPage>
  );
}
