import type { PageArea, Principal } from '@carsi/contract';
import type { ReactNode } from 'react';
import { PageLoadingIndicator } from './PageLoadingIndicator';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { ShopFooter } from './ShopFooter';
import { ShopHeader } from './ShopHeader';
import { TestModeRibbon } from './TestModeRibbon';
import { WholesaleShell } from './WholesaleShell';

interface AppChromeProps {
  area: PageArea;
  sandbox: boolean;
  principal: Principal | null;
  children: ReactNode;
}

/**
 * The frame around every page, chosen by area (SPEC §2): the storefront gets header and
 * footer, paths containing "toptan" the wholesale shell, admin paths neither.
 */
export function AppChrome({ area, sandbox, principal, children }: AppChromeProps) {
  return (
    <>
      <a className="skip-link" href="#icerik">
        İçeriğe geç
      </a>
      <ScrollToTopOnNavigate />
      <PageLoadingIndicator />
      {sandbox && area !== 'admin' ? <TestModeRibbon /> : null}
      {area === 'shop' ? (
        <>
          <ShopHeader principal={principal} />
          <div id="icerik">{children}</div>
          <ShopFooter />
        </>
      ) : area === 'toptan' ? (
        <WholesaleShell>{children}</WholesaleShell>
      ) : (
        <div id="icerik">{children}</div>
      )}
    </>
  );
}
