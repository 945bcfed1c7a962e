/**
 * KVKK cookie consent (opt-in for anything non-essential; refusing as easy as
 * accepting; docs/decisions/consent.md). The choice lives in one first-party cookie that both the browser and the server
 * read, so the server never sends a marketing event the visitor did not allow. No zod here: the
 * web app imports this module (`@carsi/contract/consent`).
 */
export const CONSENT_COOKIE = 'carsi_consent';
/** A year; the banner asks again after that (and whenever the version changes). */
export const CONSENT_MAX_AGE_S = 365 * 24 * 3600;

export interface ConsentChoice {
  /** Page views for our own statistics. */
  analytics: boolean;
  /** Advertising measurement: Meta's browser id and Conversions API events. */
  marketing: boolean;
}

/** `v1.a1.m0`: version, then each purpose as 0 or 1. */
export function formatConsent(choice: ConsentChoice): string {
  return `v1.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The stored choice, or null when there is none (or it is from an older banner). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = /^v1\.a([01])\.m([01])$/.exec(value ?? '');
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1' };
}
