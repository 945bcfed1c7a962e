import type { CaptchaChallenge } from '@carsi/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { IdentityDeps } from '../context';
import { captchaInvalid } from '../errors';

/** How long a challenge may be solved and used. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/**
 * Upper bound of the secret number: a browser needs about 25 000 SHA-256 rounds on average
 * (about a second on a cheap phone); a bot pays the same per attempt.
 */
export const CAPTCHA_MAX_NUMBER = 50_000;

/** A fresh ALTCHA challenge signed with the server's key (stateless until it is used). */
export async function createCaptchaChallenge(deps: IdentityDeps): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    hmacKey: deps.keys.captcha,
    algorithm: 'SHA-256',
    maxNumber: CAPTCHA_MAX_NUMBER,
    expires: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return {
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? CAPTCHA_MAX_NUMBER,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

function decode(value: string): { algorithm?: unknown; signature?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge (base64 JSON {algorithm, challenge, number, salt, signature}) and
 * spends it: the signature is counted in the shared store, so a second use — on any server
 * process — fails. Throws 400 CAPTCHA_INVALID.
 */
export async function verifyCaptcha(deps: IdentityDeps, value: string): Promise<void> {
  const payload = decode(value);
  if (payload?.algorithm !== 'SHA-256' || typeof payload.signature !== 'string') {
    throw captchaInvalid();
  }
  // Only challenges we made carry an expiry; without one a solution would live forever.
  const expires = Number(extractParams(value).expires);
  if (!Number.isFinite(expires)) throw captchaInvalid();
  if (!(await verifySolution(value, deps.keys.captcha, true))) throw captchaInvalid();
  const remainingMs = Math.max(1_000, expires * 1000 - Date.now());
  const { count } = await deps.limiter.store.hit(`captcha-used:${payload.signature}`, remainingMs);
  if (count > 1) throw captchaInvalid();
}
