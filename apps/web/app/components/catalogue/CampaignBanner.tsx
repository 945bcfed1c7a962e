import type { HomeCampaign } from '@carsi/contract';
import { productPath } from '@carsi/contract/catalogue';
import { imageUrl } from '@carsi/contract/images';
import { formatTL } from '@carsi/domain';
import { Link } from 'react-router';

/** The home page's campaigned free product: a gift with every order, or from an amount. */
export function CampaignBanner({ campaign }: { campaign: HomeCampaign }) {
  const item = campaign.item;
  if (!item) return null;
  const { product } = item;
  const href = item.campaign.urlExt
    ? `/land/${product.slug}/${product._id}/${item.campaign.urlExt}`
    : productPath(product);
  return (
    <aside className="campaign-banner" aria-label="Kampanya">
      {product.image ? (
        <img
          src={imageUrl(product.image, 320)}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div>
        <p className="campaign-banner__title">{item.campaign.title}</p>
        <p>
          <Link to={href}>{product.name}</Link>{' '}
          <span className="campaign-banner__price">
            {item.beforePrice ? (
              <>
                <s>
                  <span className="visually-hidden">Eski fiyat: </span>
                  {formatTL(item.beforePrice)}
                </s>{' '}
              </>
            ) : null}
            <strong>Hediye</strong>
          </span>
        </p>
        <p className="campaign-banner__rule">
          {item.campaign.minimumCartAmount > 0
            ? `${formatTL(item.campaign.minimumCartAmount)} ve üzeri her siparişe sepetinize ücretsiz eklenir.`
            : 'Her siparişe sepetinize ücretsiz eklenir.'}
        </p>
      </div>
    </aside>
  );
}
