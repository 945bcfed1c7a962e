import type { PopView, TemporaryCodePayload } from '@carsi/contract';
import {
  countdown,
  formatTL,
  formatTurkeyClock,
  popTrigger,
  selectPop,
  shouldTurnOffPopsAfterClose,
} from '@carsi/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { call, resultOf } from '../../api/call';
import { useStorefrontPersonal } from '../../identity/personal';
import { firstVisitTime } from '../catalogue/visit-time';
import type { StorefrontPromotions } from './TopBar';

/** Local storage key: set after closing a pop that carried a discount. */
const POPS_TURNED_OFF = 'popsTurnedOff';
/** Local storage key of a signed-in customer (a returning customer gets no pops). */
const CUSTOMER_KEY = 'authenticatedUser';

/** One pop per page load at most. */
let shownThisLoad = false;

const readFlag = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const asPop = (pop: PopView) => ({
  ...pop,
  startDateInMiliseconds: pop.startDateInMiliseconds ?? undefined,
  endDateInMiliseconds: pop.endDateInMiliseconds ?? undefined,
});

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The storefront's pop-up: chosen in the browser by the domain's selectPop (36 h
 * since the first visit, path filters, window, popsTurnedOff, no returning customer, no signed-in
 * customer who already got a discount). An intent
 * pop opens when its timer runs out; an exit pop is armed 5 s after load and opens when the
 * mouse leaves at the top — on touch screens, when the visitor scrolls back to the very top
 * after reading at least one screen further down (see docs/decisions/promotions.md). A pop with a
 * discount asks the server for its temporary code. A native modal <dialog>: focus stays in it,
 * Esc and 'Kapat' close it.
 */
export function PopUp() {
  const root = useRouteLoaderData('root') as
    | { promotions?: StorefrontPromotions | null }
    | undefined;
  const pops = root?.promotions?.pops;
  // Who the visitor is decides whether a pop-up may open: wait until that is known.
  const personal = useStorefrontPersonal();
  const known = personal !== null;
  const isLoggedIn = personal?.customer != null;
  const customerGotDiscount = personal?.customerGotDiscount ?? false;
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pop, setPop] = useState<PopView | null>(null);
  const [code, setCode] = useState<TemporaryCodePayload | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!known || !pops || pops.length === 0 || shownThisLoad) return;
    const at = Date.now();
    const chosen = selectPop(pops.map(asPop), {
      path: pathname,
      nowMs: at,
      firstVisitTime: firstVisitTime(at),
      isLoggedIn,
      userAlreadyGotDiscount: customerGotDiscount,
      hasStoredCustomerKey: readFlag(CUSTOMER_KEY) !== null,
      popsTurnedOff: readFlag(POPS_TURNED_OFF) === 'true',
    });
    if (!chosen) return;
    const original = pops.find((p) => p._id === chosen._id) ?? null;
    const open = () => {
      if (shownThisLoad) return;
      shownThisLoad = true;
      setPop(original);
    };
    const trigger = popTrigger(chosen);
    if (trigger.kind === 'intent') {
      const timer = window.setTimeout(open, trigger.openAfterMs);
      return () => window.clearTimeout(timer);
    }
    let armed = false;
    let scrolledDown = false;
    const arm = window.setTimeout(() => {
      armed = true;
    }, trigger.armAfterMs);
    const onMouseOut = (event: MouseEvent) => {
      if (armed && event.relatedTarget === null && event.clientY <= 0) open();
    };
    const onScroll = () => {
      if (window.scrollY > window.innerHeight) scrolledDown = true;
      else if (armed && scrolledDown && window.scrollY === 0) open();
    };
    const touch = window.matchMedia('(hover: none)').matches;
    document.addEventListener('mouseout', onMouseOut);
    if (touch) window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(arm);
      document.removeEventListener('mouseout', onMouseOut);
      window.removeEventListener('scroll', onScroll);
    };
  }, [known, pops, pathname, isLoggedIn, customerGotDiscount]);

  useEffect(() => {
    if (!pop) return;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    if (!pop.existDiscount) return;
    let cancelled = false;
    void resultOf(call('POST /api/pops/:id/discount', { params: { id: pop._id } })).then(
      (result) => {
        if (cancelled) return;
        if (result.ok) setCode(result.data);
        else setMessage(result.message);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pop]);

  useEffect(() => {
    if (!code || !pop?.displayCountDownTimer) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [code, pop]);

  if (!pop) return null;
  const close = () => {
    dialog.current?.close();
  };
  const onClose = () => {
    if (shouldTurnOffPopsAfterClose(pop)) {
      try {
        localStorage.setItem(POPS_TURNED_OFF, 'true');
      } catch {
        // Storage blocked: the pop may show again on a later visit.
      }
    }
    setPop(null);
  };
  const left = code ? countdown(code.discountExpiryInMiliseconds - now) : null;

  return (
    <dialog ref={dialog} className="pop-up" aria-labelledby={titleId} onClose={onClose}>
      {pop.popImage ? (
        <img src={pop.popImage} alt="" className="pop-up__image" width={320} height={160} />
      ) : null}
      <h2 id={titleId}>{pop.title}</h2>
      {pop.paragraphTitle ? <h3>{pop.paragraphTitle}</h3> : null}
      {pop.paragraph ? <p>{pop.paragraph}</p> : null}
      {code ? (
        <div className="pop-up__code" role="status">
          <p>
            Sepette <strong data-testid="pop-code">{code.discountCode}</strong> kodunu kullanın:{' '}
            {formatTL(code.discountAmount)} indirim.
          </p>
          {pop.displayCountDownTimer && left ? (
            <p className="pop-up__countdown">
              Kalan süre: {pad(left.hours + left.days * 24)}:{pad(left.minutes)}:{pad(left.seconds)}
            </p>
          ) : (
            <p>Kod {formatTurkeyClock(code.discountExpiryInMiliseconds)} saatine kadar geçerli.</p>
          )}
        </div>
      ) : null}
      {message ? (
        <p role="alert" className="form-error">
          {message}
        </p>
      ) : null}
      <div className="pop-up__actions">
        {pop.buttons.map((button) =>
          button.link === 'close' ? (
            <button key={button.label} type="button" className="button" onClick={close}>
              {button.label}
            </button>
          ) : button.link.startsWith('/') ? (
            <Link
              key={button.label}
              to={button.link}
              className="button button--primary"
              onClick={close}
            >
              {button.label}
            </Link>
          ) : (
            <a
              key={button.label}
              href={button.link}
              className="button button--primary"
              rel="noopener"
            >
              {button.label}
            </a>
          ),
        )}
        <button type="button" className="button" onClick={close}>
          Kapat
        </button>
      </div>
    </dialog>
  );
}
