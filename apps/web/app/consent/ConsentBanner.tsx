import { type ConsentChoice, formatConsent } from '@carsi/contract/consent';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { onConsentPreferencesOpened, readConsent, saveConsent } from './consent-store';
import { CHOICE_ATTRIBUTE, DETAILS_ASKED, DETAILS_ATTRIBUTE } from './early-choice';

const ALL: ConsentChoice = { analytics: true, marketing: true };
const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };
/** The two one-tap choices also work before the page is interactive (early-choice.ts). */
const earlyChoice = (choice: ConsentChoice) => ({ [CHOICE_ATTRIBUTE]: formatConsent(choice) });

/**
 * The KVKK cookie banner: necessary cookies always, analytics and marketing
 * only by opt-in, refusing as easy as accepting. It comes with the page, so a first-time
 * visitor sees it at the first paint (it used to appear once the page was interactive, and a
 * slow phone measured its late paint as the page's largest); a visitor who already chose
 * never sees it: root.tsx marks <html data-consent> before the first paint and the CSS hides
 * the banner until the browser has read the cookie and removed it. The HTML stays the same for
 * everyone (the shared cache). It comes back from the footer's "Çerez tercihleri" link.
 */
export function ConsentBanner() {
  const [open, setOpen] = useState(true);
  // True until the browser has read the cookie (the server's render and hydration).
  const [initial, setInitial] = useState(true);
  const [details, setDetails] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    if (readConsent()) setOpen(false);
    // A cookie the store does not accept (an older format) leaves the choice to be made.
    else delete root.dataset.consent;
    // "Tercihleri yönet" tapped before the page could answer (early-choice.ts).
    if (root.dataset[DETAILS_ASKED] !== undefined) {
      delete root.dataset[DETAILS_ASKED];
      setDetails(true);
    }
    setInitial(false);
    return onConsentPreferencesOpened(() => {
      const current = readConsent();
      setAnalytics(current?.analytics ?? false);
      setMarketing(current?.marketing ?? false);
      setDetails(true);
      setOpen(true);
      requestAnimationFrame(() => heading.current?.focus());
    });
  }, []);

  if (!open) return null;
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setOpen(false);
  };

  return (
    <section
      className="consent-banner"
      data-initial={initial ? '' : undefined}
      aria-labelledby="cerez-baslik"
    >
      <h2 id="cerez-baslik" ref={heading} tabIndex={-1}>
        Çerez tercihleri
      </h2>
      <p>
        Sitenin çalışması için gerekli çerezleri kullanıyoruz. İzin verirseniz ziyaretleri ölçmek
        (analitik) ve reklamlarımızın sonucunu görmek (pazarlama) için de çerez kullanırız.
        Ayrıntılar <Link to="/gizlilik-sozlesmesi">Gizlilik Sözleşmesi</Link>'nde.
      </p>
      {details ? (
        <form
          className="consent-banner__form"
          onSubmit={(event) => {
            event.preventDefault();
            choose({ analytics, marketing });
          }}
        >
          <fieldset>
            <legend>Hangi çerezlere izin veriyorsunuz?</legend>
            <label>
              <input type="checkbox" checked disabled /> Zorunlu çerezler (sepet, oturum, güvenlik)
            </label>
            <label>
              <input
                type="checkbox"
                name="analytics"
                checked={analytics}
                onChange={(e) => setAnalytics(e.currentTarget.checked)}
              />{' '}
              Analitik çerezler
            </label>
            <label>
              <input
                type="checkbox"
                name="marketing"
                checked={marketing}
                onChange={(e) => setMarketing(e.currentTarget.checked)}
              />{' '}
              Pazarlama çerezleri
            </label>
          </fieldset>
          <div className="consent-banner__actions">
            <button type="submit" className="consent-banner__primary">
              Seçimimi kaydet
            </button>
            <button
              type="button"
              className="consent-banner__primary"
              onClick={() => choose(NECESSARY_ONLY)}
            >
              Yalnızca zorunlu
            </button>
          </div>
        </form>
      ) : (
        <div className="consent-banner__actions">
          <button
            type="button"
            className="consent-banner__primary"
            onClick={() => choose(ALL)}
            {...earlyChoice(ALL)}
          >
            Tümünü kabul et
          </button>
          <button
            type="button"
            className="consent-banner__primary"
            onClick={() => choose(NECESSARY_ONLY)}
            {...earlyChoice(NECESSARY_ONLY)}
          >
            Yalnızca zorunlu
          </button>
          <button type="button" onClick={() => setDetails(true)} {...{ [DETAILS_ATTRIBUTE]: '' }}>
            Tercihleri yönet
          </button>
        </div>
      )}
    </section>
  );
}
