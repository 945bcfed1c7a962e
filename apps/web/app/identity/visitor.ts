import type { VisitorRecord } from '@carsi/contract';
import { call } from '../api/call';

// First-party visitor id (docs/decisions/identity.md): a random UUID in a cookie and local
// storage, recorded on the server with the first visit time; the result is kept in session storage.

const ID_KEY = 'visitorId';
const FIRST_VISIT_KEY = 'firstVisitTime';
const RESULT_KEY = 'visitorIdentification';
/** The session storage key the time-based offers read. */
const VISIT_TIME_KEY = 'visitTime';
/** Fired on window when the server's first visit time is stored (the offers re-read it). */
export const VISIT_TIME_EVENT = 'carsi:visit-time';
export const VISITOR_SAVE_RETRIES = 3;
export const VISITOR_RETRY_DELAY_MS = 30_000;

function cookieVisitorId(): string | null {
  const match = /(?:^|;\s*)carsi_visitor=([0-9a-f-]{36})(?:;|$)/i.exec(document.cookie);
  return match?.[1] ?? null;
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's visitor id and first visit, made on the first visit. */
export function localVisitor(now = Date.now()): { visitorId: string; firstVisitTime: number } {
  let visitorId = cookieVisitorId() ?? localStorage.getItem(ID_KEY);
  if (!visitorId || !/^[0-9a-f-]{36}$/i.test(visitorId)) visitorId = randomUuid();
  const stored = Number(localStorage.getItem(FIRST_VISIT_KEY));
  const firstVisitTime = Number.isFinite(stored) && stored > 0 && stored <= now ? stored : now;
  localStorage.setItem(ID_KEY, visitorId);
  localStorage.setItem(FIRST_VISIT_KEY, String(firstVisitTime));
  return { visitorId, firstVisitTime };
}

function keep(record: VisitorRecord): void {
  sessionStorage.setItem(RESULT_KEY, JSON.stringify(record));
  sessionStorage.setItem(VISIT_TIME_KEY, String(record.firstVisitTime));
  // The server keeps the earliest first visit (its cart's too); adopt it, so the product page
  // counts a time-limited discount from the time the cart charges by.
  localStorage.setItem(FIRST_VISIT_KEY, String(record.firstVisitTime));
  window.dispatchEvent(new Event(VISIT_TIME_EVENT));
}

/** The visitor record of this browser session, once saved. */
export function savedVisitor(): VisitorRecord | null {
  try {
    const raw = sessionStorage.getItem(RESULT_KEY);
    return raw ? (JSON.parse(raw) as VisitorRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Saves the visitor once per browser session. A failed save is retried up to 3 times, 30 s
 * apart; each retry reports the previous failure (errMessage), which the server logs. Returns a
 * function that stops pending retries.
 */
export function identifyVisitor(registeredUserId: string | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  try {
    // Saved this session already — unless the visitor has since signed in (link the customer).
    const saved = savedVisitor();
    if (saved && (registeredUserId === null || saved.registeredUserId === registeredUserId)) {
      return () => {};
    }
    const visitor = localVisitor();
    const attempt = (retry: number, errMessage: string | null) => {
      call('POST /api/userIdentification/createUserIdentification', {
        body: { ...visitor, registeredUserId, errMessage },
      })
        .then(({ resultData }) => keep(resultData))
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : 'Unknown error';
          console.warn('Ziyaretçi kaydı kaydedilemedi:', message);
          if (!stopped && retry < VISITOR_SAVE_RETRIES) {
            timer = setTimeout(() => attempt(retry + 1, message), VISITOR_RETRY_DELAY_MS);
          }
        });
    };
    // In a task of its own, after the page's first render has been committed.
    timer = setTimeout(() => attempt(0, null), 0);
  } catch {
    // Storage blocked (private mode): the visitor stays anonymous for this session.
  }
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** The surprise discount was shown: tell the server and remember it for this session. */
export async function markExtraDiscountShown(): Promise<VisitorRecord | null> {
  const visitor = savedVisitor();
  if (!visitor) return null;
  const { resultData } = await call('PUT /api/userIdentification/updateExtraDiscountShown', {
    body: { visitorId: visitor.visitorId },
  });
  keep(resultData);
  return resultData;
}
