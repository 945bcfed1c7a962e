import { randomBytes } from 'node:crypto';
import { CSP_NONCE_PLACEHOLDER } from '@carsi/contract/pages';

const NONCE_ATTRIBUTE = Buffer.from(`nonce="${CSP_NONCE_PLACEHOLDER}"`, 'latin1');
const VALUE_OFFSET = 'nonce="'.length;

/** 16 random bytes in base64url: 22 characters, as long as the placeholder. */
const freshNonce = () => randomBytes(16).toString('base64url');

/**
 * Gives a rendered page its own script nonce: writes a fresh random nonce over the placeholder
 * of each `nonce="…"` attribute (the render puts it on every inline script and module preload),
 * in place, and returns it; null when the page has none. Only an attribute is matched: React
 * escapes the quotes of any text, so a visitor's words can never form one.
 *
 * A shared page keeps its nonce in the HTML cache together with the policy naming it (the
 * page's headers), so every copy served carries a header for exactly its own bytes; markup in
 * the page was fixed before its nonce was drawn.
 */
export function stampNonce(page: Buffer): string | null {
  let at = page.indexOf(NONCE_ATTRIBUTE);
  if (at === -1) return null;
  const nonce = freshNonce();
  while (at !== -1) {
    page.write(nonce, at + VALUE_OFFSET, 'latin1');
    at = page.indexOf(NONCE_ATTRIBUTE, at + NONCE_ATTRIBUTE.length);
  }
  return nonce;
}
