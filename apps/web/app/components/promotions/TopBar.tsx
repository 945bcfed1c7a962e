import type { PopView, TopBarList, TopBarView } from '@carsi/contract';
import {
  countdown,
  greetingText,
  isShownOnPath,
  isTopBarHiddenOnPath,
  isWithinSchedule,
  selectTopBar,
  timeLimitedDiscountStatus,
} from '@carsi/domain';
import { useEffect, useState } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { firstVisitTime } from '../catalogue/visit-time';

/** What the root loader hands the top bar: the public list and the moment it was read. */
export interface StorefrontPromotions {
  topBars: TopBarList;
  /** Active pop-ups that have not ended (the browser picks one, see PopUp). */
  pops: PopView[];
  /** Server time of the render: the first client render uses it too, so hydration matches. */
  renderedAt: number;
  /** The 404 page's code when it is usable (promotions API); null otherwise. */
  notFoundCode: string | null;
}

const asBar = (bar: TopBarView) => ({
  ...bar,
  startDateInMiliseconds: bar.startDateInMiliseconds ?? undefined,
  endDateInMiliseconds: bar.endDateInMiliseconds ?? undefined,
});

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The storefront's top bar. Pages are HTML-cached for anonymous visitors, so the
 * server renders the bar a brand-new visitor gets (first visit = now); after loading, the
 * browser picks this visitor's bar by the hours since their first visit (the domain's
 * selectTopBar) and swaps it in. The bar's box has a fixed height and is reserved whenever any
 * bar may show on the path, so the swap never moves the page. Hidden on admin paths and /ust-bar.
 */
export function TopBar() {
  const root = useRouteLoaderData('root') as { promotions?: StorefrontPromotions } | undefined;
  const promotions = root?.promotions;
  const { pathname } = useLocation();
  const [clock, setClock] = useState<{ now: number; firstVisit: number } | null>(null);
  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      setClock({ now, firstVisit: firstVisitTime(now) });
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  if (!promotions || isTopBarHiddenOnPath(pathname)) return null;
  const now = clock?.now ?? promotions.renderedAt;
  const firstVisit = clock?.firstVisit ?? now;
  const bars = promotions.topBars.topBars.map(asBar);
  const possible = bars.some(
    (bar) => isShownOnPath(bar, pathname) && (bar.isTemporary || isWithinSchedule(bar, now)),
  );
  if (!possible) return null;
  const hours = promotions.topBars.timeLimitedDiscountHours;
  const discount = hours ? timeLimitedDiscountStatus(firstVisit, hours, now) : null;
  const { topBar } = selectTopBar(bars, {
    path: pathname,
    nowMs: now,
    firstVisitTime: firstVisit,
    timeLimitedDiscountValid: discount?.valid ?? false,
  });
  if (!topBar) return <div className="top-bar top-bar--empty" aria-hidden="true" />;
  const left = discount && topBar.displayCountDownTimer ? countdown(discount.remainingMs) : null;
  const content = (
    <>
      {topBar.images[0] ? (
        <img src={topBar.images[0]} alt="" width={24} height={24} className="top-bar__image" />
      ) : null}
      {topBar.isGreeting && clock ? (
        <span className="top-bar__greeting">{greetingText(now)}! </span>
      ) : null}
      <strong className="top-bar__title">{topBar.title}</strong>
      {topBar.bullets.length > 0 ? (
        <span className="top-bar__bullets">{topBar.bullets.join(' · ')}</span>
      ) : null}
      {left ? (
        <span className="top-bar__countdown">
          <span className="visually-hidden">Kalan süre: </span>
          {clock
            ? `${left.days > 0 ? `${left.days} gün ` : ''}${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`
            : '--:--:--'}
        </span>
      ) : null}
    </>
  );
  return (
    <section className="top-bar" aria-label="Kampanya duyurusu" data-top-bar={topBar.topBarName}>
      {topBar.link === 'nolink' ? (
        <p className="top-bar__inner">{content}</p>
      ) : topBar.link.startsWith('/') ? (
        <Link className="top-bar__inner" to={topBar.link}>
          {content}
        </Link>
      ) : (
        <a className="top-bar__inner" href={topBar.link} rel="noopener">
          {content}
        </a>
      )}
    </section>
  );
}
