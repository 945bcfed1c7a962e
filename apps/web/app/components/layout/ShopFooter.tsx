import type { SellerIdentity } from '@carsi/contract';
import { copyrightYears } from '@carsi/domain';
import { Link } from 'react-router';
import { openConsentPreferences } from '../../consent/consent-store';
import { brand, footerColumns, pressMentions, reasonBlocks } from '../../content/brand';
import { orDash, telHref, useLegalFacts } from '../../content/seller';
import { InstagramBrowserBar } from './InstagramBrowserBar';
import { PaymentLogos } from './PaymentLogos';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SocialLinks } from './SocialLinks';

/**
 * The seller as the law asks a shop to name itself where every visitor sees it: trade name,
 * address, phone, e-mail, KEP and MERSİS (the owner's settings, read by the root loader).
 */
export function SellerIdentityBlock({ seller }: { seller: SellerIdentity }) {
  const tel = telHref(seller.phone);
  const email = seller.email.trim();
  return (
    <address className="footer-seller" aria-label="Satıcı bilgileri">
      <strong>{orDash(seller.tradeName)}</strong>
      <br />
      {orDash(seller.address)}
      <br />
      {tel ? <a href={tel}>{seller.phone}</a> : orDash(seller.phone)} ·{' '}
      {email ? <a href={`mailto:${email}`}>{email}</a> : '—'}
      <br />
      KEP: {orDash(seller.kepAddress)} · MERSİS: {orDash(seller.mersisNumber)}
    </address>
  );
}

/** Storefront footer; admin pages never render it. */
export function ShopFooter() {
  const legal = useLegalFacts();
  return (
    <footer className="shop-footer">
      <section className="container footer-press" aria-label="Basında Çarşı">
        <h2 className="footer-heading">Basında Biz</h2>
        <ul>
          {pressMentions.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <section className="container footer-reasons" aria-label="Neden Çarşı">
        {reasonBlocks.map((reason) => (
          <div key={reason.title} className="footer-reason">
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </div>
        ))}
      </section>
      <nav className="container footer-columns" aria-label="Alt menü">
        {footerColumns.map((column) => (
          <div key={column.title}>
            <h2 className="footer-heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} prefetch="intent">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="container footer-bottom">
        {legal ? <SellerIdentityBlock seller={legal.seller} /> : null}
        <SocialLinks />
        <PaymentLogos />
      </div>
      <p className="footer-copyright">
        © {copyrightYears(Date.now())} {brand.brandName}. Tüm hakları saklıdır. ·{' '}
        <button type="button" className="footer-consent" onClick={openConsentPreferences}>
          Çerez tercihleri
        </button>
      </p>
      <ScrollToTopButton />
      <InstagramBrowserBar />
    </footer>
  );
}
