import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  type ConsentChoice,
  formatConsent,
  parseConsent,
} from '@carsi/contract/consent';
import { useSyncExternalStore } from 'react';

const CHANGED = 'carsi:consent-changed';
const OPEN = 'carsi:consent-open';

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/** Sets a first-party cookie for the whole site (0 seconds deletes it). */
function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox versions our shoppers use
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** The visitor's stored choice; null before they chose (and always on the server). */
export function readConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(cookieValue(CONSENT_COOKIE));
}

/** Keeps the choice for a year in a first-party cookie the server reads too. */
export function saveConsent(choice: ConsentChoice): void {
  setCookie(CONSENT_COOKIE, formatConsent(choice), CONSENT_MAX_AGE_S);
  if (!choice.marketing) {
    // Withdrawing marketing consent removes Meta's browser and click ids at once.
    for (const name of ['_fbp', '_fbc']) setCookie(name, '', 0);
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Opens the preferences panel (the footer's "Çerez tercihleri" link). */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN));
}

export function onConsentPreferencesOpened(listener: () => void): () => void {
  window.addEventListener(OPEN, listener);
  return () => window.removeEventListener(OPEN, listener);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

// A stable snapshot for useSyncExternalStore: the cookie's text, parsed by the hook.
const snapshot = () => cookieValue(CONSENT_COOKIE) ?? '';

/** The current choice, updated when the visitor changes it; null on the server and before. */
export function useConsent(): ConsentChoice | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  return parseConsent(raw);
}

/** Meta's first-party browser id, created once marketing is allowed (fb.1.<ms>.<random>). */
export function metaBrowserIds(search: string): { fbp: string; fbc: string | null } {
  const ninetyDays = 90 * 24 * 3600;
  let fbp = cookieValue('_fbp');
  if (!fbp || !/^fb\.\d\.\d{10,13}\.\d{1,20}$/.test(fbp)) {
    fbp = `fb.1.${Date.now()}.${Math.floor(Math.random() * 9e9) + 1e9}`;
    setCookie('_fbp', fbp, ninetyDays);
  }
  // A click from a Meta ad brings fbclid; it becomes the click id (fb.1.<ms>.<fbclid>).
  const fbclid = new URLSearchParams(search).get('fbclid');
  let fbc = cookieValue('_fbc') ?? null;
  if (fbclid && /^[\w-]{1,500}$/.test(fbclid)) {
    fbc = `fb.1.${Date.now()}.${fbclid}`;
    setCookie('_fbc', fbc, ninetyDays);
  }
  return { fbp, fbc };
}
