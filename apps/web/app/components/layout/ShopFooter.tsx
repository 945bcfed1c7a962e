import { copyrightYears } from '@carsi/domain';
import { Link } from 'react-router';
import { openConsentPreferences } from '../../consent/consent-store';
import { company, footerColumns, pressMentions, reasonBlocks } from '../../content/company';
import { InstagramBrowserBar } from './InstagramBrowserBar';
import { PaymentLogos } from './PaymentLogos';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SocialLinks } from './SocialLinks';

/** Storefront footer; admin pages never render it. */
export function ShopFooter() {
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
        <address>
          <strong>{company.legalName}</strong>
          <br />
          {company.address.full}
          <br />
          <a href={company.phone.href}>{company.phone.display}</a> ·{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </address>
        <SocialLinks />
        <PaymentLogos />
      </div>
      <p className="footer-copyright">
        © {copyrightYears(Date.now())} {company.brandName}. Tüm hakları saklıdır. ·{' '}
        <button type="button" className="footer-consent" onClick={openConsentPreferences}>
          Çerez tercihleri
        </button>
      </p>
      <ScrollToTopButton />
      <InstagramBrowserBar />
    </footer>
  );
}
