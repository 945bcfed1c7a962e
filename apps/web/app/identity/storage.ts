import type { AuthenticatedUser, SignInResult } from '@carsi/contract';

/** Local storage keys for the three kinds of sign-in. */
export const STORAGE_KEYS = {
  customer: 'authenticatedUser',
  wholesale: 'authenticatedWholeSaleUser',
  admin: 'adminUserInfo',
} as const;

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the cookie session still works.
  }
}

/**
 * Sign-in: the result goes under the wholesale, admin or customer key by the position
 * fields present. The token is left out: the session lives in an httpOnly cookie, out of reach
 * of any script on the page.
 */
export function storeSignInResult(result: SignInResult | AuthenticatedUser): void {
  const { token: _token, ...safe } = result;
  if ('currentAccountPosition' in result && result.currentAccountPosition) {
    write(STORAGE_KEYS.wholesale, safe);
  } else if ('isAdmin' in result && result.isAdmin) {
    write(STORAGE_KEYS.admin, safe);
  } else {
    write(STORAGE_KEYS.customer, safe);
  }
}

export function forgetSignIn(kind: keyof typeof STORAGE_KEYS): void {
  try {
    localStorage.removeItem(STORAGE_KEYS[kind]);
  } catch {
    // Nothing stored.
  }
}

/**
 * Where to go after signing in: the `sonra` parameter the guard added, if it is a path on this
 * site (never `//host` or a full URL: no open redirect), else `fallback`.
 */
export function safeNextPath(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('sonra');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}
