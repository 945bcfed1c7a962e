import { CONSENT_COOKIE } from '@carsi/contract/consent';
import { areaForPath, CSP_NONCE_PLACEHOLDER } from '@carsi/contract/pages';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AppChrome } from './components/layout/AppChrome';
import { NotFoundPage } from './components/layout/NotFoundPage';
import { storefrontPromotions } from './components/promotions/promotions.server';
import { EARLY_CONSENT_CHOICE } from './consent/early-choice';
import { STORAGE_KEYS } from './identity/storage';
import appCss from './styles/app.css?inline';
import { shopContext } from './web-context';

// The server reads this key from the build to hand loaders its services (React Router 8).
export { webContext } from './web-context';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { shop, principal, sharedPage, storefront } = shopContext(context);
  const pathname = new URL(request.url).pathname;
  // The header's greeting and cart count: read here for a page rendered for its visitor; a
  // shared catalogue page (one cached copy for everyone) goes without, and the browser asks
  // the same endpoint after load (identity/personal.ts). Top bars and pop-ups are public.
  // The footer's seller identity (the owner's settings): storefront pages only.
  const [personal, promotions, legal] = await Promise.all([
    !sharedPage && areaForPath(pathname) === 'shop' ? storefront.personal() : null,
    storefrontPromotions(context, pathname),
    areaForPath(pathname) === 'shop' ? storefront.legal() : null,
  ]);
  return { shop, principal, personal, promotions, legal };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/**
 * Runs before the first paint of every page (the shared cached copy included), from what this
 * browser keeps: <html data-customer> when a customer signed in here (its storage key), so the
 * header does not flash "Giriş Yap" before it learns who is here (ShopHeader); <html
 * data-consent> when the visitor already made a cookie choice, so the server-rendered cookie
 * banner stays hidden (ConsentBanner). Without JavaScript neither mark is set.
 */
const FIRST_PAINT_HINTS = `var d=document.documentElement;try{localStorage.getItem(${JSON.stringify(STORAGE_KEYS.customer)})&&(d.dataset.customer='')}catch(e){}('; '+document.cookie).indexOf('; ${CONSENT_COOKIE}=')>-1&&(d.dataset.consent='')`;

/** What runs before the page's own scripts: the first-paint marks and an early cookie choice. */
const BEFORE_INTERACTIVE = `${FIRST_PAINT_HINTS};${EARLY_CONSENT_CHOICE}`;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  // Marks the page as interactive (error pages too): end-to-end tests wait for it to click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // The attribute is Mantine's light scheme, for the screens that mount it (MantineArea).
    <html lang="tr" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Site-wide CSS goes inline: a stylesheet link would delay a slow phone's first paint. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS */}
        <style dangerouslySetInnerHTML={{ __html: appCss }} />
        {/* Fixed one-line scripts; their nonce becomes the page's own on the server. */}
        <script
          nonce={CSP_NONCE_PLACEHOLDER}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed one-line scripts
          dangerouslySetInnerHTML={{ __html: BEFORE_INTERACTIVE }}
        />
        {/* Without JavaScript no cookie but the necessary ones is set, and the banner's buttons
            would do nothing. */}
        <noscript>
          <style>{'.consent-banner{display:none}'}</style>
        </noscript>
        <meta name="theme-color" content="#1f4e5f" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppChrome
          area={areaForPath(pathname)}
          sandbox={data?.shop.sandbox ?? false}
          principal={data?.principal ?? null}
        >
          {children}
        </AppChrome>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <p className="page-loading">Sayfa yükleniyor...</p>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A loader's 404 (unknown product, cart, landing page…) is the shop's real 404 page.
  if (status === 404) return <NotFoundPage pathname={pathname} />;
  return (
    <main className="container error-page">
      <title>Bir şeyler ters gitti | Çarşı</title>
      <h1>Bir şeyler ters gitti</h1>
      <p>Sayfa şu anda gösterilemiyor. Lütfen birkaç dakika sonra tekrar deneyin.</p>
      <a href="/">Alışverişe devam et</a>
    </main>
  );
}
