import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the marketplace keys stored in the database. The key comes from configuration
 * (MARKETPLACE_SECRETS_KEY, 32 bytes as base64 or hex); a stored value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so a changed key or a tampered row is refused
 * instead of yielding garbage. Plain secrets never leave this file except to the client that
 * signs requests with them.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('marketplace secrets key must be 32 bytes');
    this.key = key;
  }

  /** A key from configuration text: 64 hex characters or base64 of 32 bytes. */
  static fromConfig(text: string): SecretBox {
    const trimmed = text.trim();
    const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
      ? Buffer.from(trimmed, 'hex')
      : Buffer.from(trimmed, 'base64');
    return new SecretBox(bytes);
  }

  /** A key derived from a secret of the server's own (sandbox shops with no configured key). */
  static derived(secret: string): SecretBox {
    return new SecretBox(createHmac('sha256', secret).update('marketplace-secrets').digest());
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', iv, tag, data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was sealed with another key or context, or was changed. */
  open(sealed: string, context: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('unreadable sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** What staff see of a stored secret: its last two characters, never more. */
export function maskSecret(plain: string): string {
  return plain.length <= 4 ? '••••' : `••••${plain.slice(-2)}`;
}
