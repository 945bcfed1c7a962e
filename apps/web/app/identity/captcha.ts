import type { CaptchaChallenge } from '@carsi/contract';

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Solves an ALTCHA challenge: finds n with SHA-256(salt + n) = challenge, hashing in batches so
 * the page stays responsive. Returns the captchaValue the server expects.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  signal: AbortSignal,
): Promise<string> {
  if (!globalThis.crypto?.subtle) {
    throw new Error('Güvenlik doğrulaması için güvenli (https) bağlantı gerekiyor.');
  }
  const target = hexToBytes(challenge.challenge);
  const encoder = new TextEncoder();
  const batch = 500;
  for (let start = 0; start <= challenge.maxnumber; start += batch) {
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    const numbers = Array.from(
      { length: Math.min(batch, challenge.maxnumber + 1 - start) },
      (_, i) => start + i,
    );
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = hashes.findIndex((hash) => sameBytes(new Uint8Array(hash), target));
    if (index !== -1) {
      const { algorithm, salt, signature } = challenge;
      const payload = {
        algorithm,
        challenge: challenge.challenge,
        number: numbers[index],
        salt,
        signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  throw new Error('Güvenlik doğrulaması çözülemedi.');
}
