import type { PageArea, Principal } from '@carsi/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageViews } from '../../analytics/PageViews';
import { ConsentBanner } from '../../consent/ConsentBanner';
import { MetaPageViews } from '../../consent/MetaPageViews';
import {
  StorefrontVisitorIdentification,
  VisitorIdentification,
} from '../../identity/VisitorIdentification';
import { LandingHeader } from '../catalogue/LandingHeader';
import { PopUp } from '../promotions/PopUp';
import { TopBar } from '../promotions/TopBar';
import { StorefrontBanners } from '../purchase/StorefrontBanners';
import { PageLoadingIndicator } from './PageLoadingIndicator';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { ShopFooter } from './ShopFooter';
import { ShopHeader } from './ShopHeader';
import { TestModeRibbon } from './TestModeRibbon';
import { WholesaleShell } from './WholesaleShell';

interface AppChromeProps {
  area: PageArea;
  sandbox: boolean;
  /** Who signed in, for the wholesale shell; the storefront's header asks for its own parts. */
  principal: Principal | null;
  children: ReactNode;
}

/**
 * The frame around every page, chosen by area: the storefront gets header and
 * footer, paths containing "toptan" the wholesale shell, admin paths neither.
 */
export function AppChrome({ area, sandbox, principal, children }: AppChromeProps) {
  // Landing pages get the reduced header: logo only, nothing to wander off to.
  const { pathname } = useLocation();
  const landing = pathname.startsWith('/land/');
  // The payment result page, where the bank sends the shopper back, has no header.
  const headerHidden = pathname === '/odeme-sonucu';
  return (
    <>
      <a className="skip-link" href="#icerik">
        İçeriğe geç
      </a>
      <ScrollToTopOnNavigate />
      {area !== 'admin' ? (
        <>
          <PageViews />
          <MetaPageViews />
          <ConsentBanner />
        </>
      ) : null}
      <PageLoadingIndicator />
      {sandbox && area !== 'admin' ? <TestModeRibbon /> : null}
      {area === 'shop' ? <StorefrontVisitorIdentification /> : null}
      {area === 'toptan' ? <VisitorIdentification customerId={null} /> : null}
      {area === 'shop' ? (
        <>
          {headerHidden ? null : <TopBar />}
          {headerHidden ? null : <PopUp />}
          {headerHidden ? null : landing ? <LandingHeader /> : <ShopHeader />}
          <StorefrontBanners />
          <div id="icerik">{children}</div>
          <ShopFooter />
        </>
      ) : area === 'toptan' ? (
        <WholesaleShell signedIn={principal?.kind === 'wholesale'}>{children}</WholesaleShell>
      ) : (
        <div id="icerik">{children}</div>
      )}
    </>
  );
}
