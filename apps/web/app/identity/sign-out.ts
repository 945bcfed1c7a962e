import { call, clearWholesaleStorage } from '../api/call';
import { forgetSignIn } from './storage';

const loginPage = {
  customer: '/musteri-hizmetleri-giris',
  wholesale: '/toptan-giris',
  admin: '/admin-giris',
} as const;

/**
 * Ends the session on the server (the cookie is cleared there), forgets the local copy — for
 * wholesale also the cart — and goes to that kind's login page with a full load.
 */
export async function signOut(kind: keyof typeof loginPage): Promise<void> {
  await call('POST /api/auth/logout', { body: { userType: kind } }).catch(() => undefined);
  if (kind === 'wholesale') clearWholesaleStorage();
  else forgetSignIn(kind);
  window.location.assign(loginPage[kind]);
}
