import { CONSENT_COOKIE, CONSENT_MAX_AGE_S } from '@carsi/contract/consent';

/** The banner buttons that name a choice carry it here, as formatConsent writes it. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';

/** "Tercihleri yönet" carries this; a tap on it before hydration is kept here (see below). */
export const DETAILS_ATTRIBUTE = 'data-consent-details';
/** Set on <html> by a "Tercihleri yönet" tap the page was not yet able to answer. */
export const DETAILS_ASKED = 'consentDetailsAsked';

/**
 * Keeps a choice made on the banner before the page is interactive. The scripts load after the
 * first paint (the server's scripts-after-paint), and on a slow phone a tap on "Tümünü kabul et"
 * in those seconds did nothing: the banner stayed and asked again. This runs inline in the
 * head: it writes the button's choice into the cookie saveConsent writes (same name, lifetime
 * and attributes) and marks <html data-consent>, which hides the banner (app.css). Once React
 * runs, the banner and the Meta page view read the cookie as for a visitor who chose earlier.
 * A tap on "Tercihleri yönet" in those seconds (once lost in one try of six) is kept as
 * <html data-consent-details-asked>: the banner opens its choices as soon as it runs.
 * After hydration (<html data-hydrated>, root.tsx) the banner's own handlers answer the click.
 */
export const EARLY_CONSENT_CHOICE = `document.addEventListener('click',function(e){var d=document.documentElement;if(d.dataset.hydrated)return;var t=e.target.closest&&e.target.closest('.consent-banner [${DETAILS_ATTRIBUTE}]');if(t){d.dataset.${DETAILS_ASKED}='';return}var b=e.target.closest&&e.target.closest('.consent-banner [${CHOICE_ATTRIBUTE}]');if(!b)return;document.cookie='${CONSENT_COOKIE}='+b.getAttribute('${CHOICE_ATTRIBUTE}')+'; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');d.dataset.consent=''})`;
