import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketplaceSettings } from '../../db/schema';
import type {
  MarketplaceCode,
  MarketplaceCredentials,
  MarketplaceEnvironment,
} from './marketplace';
import { maskSecret, type SecretBox } from './secrets';

/** Shown instead of a stored key's hint when it no longer opens: it must be entered again. */
export const UNREADABLE_SECRET_HINT = '(okunamadı: yeniden girin)';

export interface MarketplaceSettingsInput {
  sellerId: string;
  /** Omitted or empty: keep the stored one. */
  apiKey?: string | undefined;
  apiSecret?: string | undefined;
  userAgent?: string | undefined;
  environment: MarketplaceEnvironment;
  enabled: boolean;
}

export interface MarketplaceSettingsView {
  marketplace: MarketplaceCode;
  /** stored: staff saved settings; sandbox: the stand-in's seller (sandbox mode); none: not set up. */
  source: 'stored' | 'sandbox' | 'none';
  sellerId: string;
  apiKeyHint: string | null;
  apiSecretHint: string | null;
  userAgent: string | null;
  environment: MarketplaceEnvironment;
  enabled: boolean;
  lastCheckedAt: string | null;
  lastCheckOk: boolean | null;
}

/**
 * Connection settings per marketplace. The key and secret are sealed with AES-GCM (the
 * marketplace code and field are bound in as associated data, so a value copied to another row
 * does not open) and only a two-character hint is ever shown back.
 */
export class MarketplaceSettingsStore {
  constructor(
    private readonly db: Database,
    private readonly box: () => Promise<SecretBox>,
  ) {}

  private async row(code: MarketplaceCode) {
    const [row] = await this.db
      .select()
      .from(marketplaceSettings)
      .where(eq(marketplaceSettings.marketplace, code));
    return row;
  }

  /** The stored credentials, opened; null when staff stored none. */
  async credentials(
    code: MarketplaceCode,
  ): Promise<(MarketplaceCredentials & { enabled: boolean }) | null> {
    const row = await this.row(code);
    if (!row) return null;
    const box = await this.box();
    return {
      sellerId: row.sellerId,
      apiKey: box.open(row.apiKeyEncrypted, `${code}:apiKey`),
      apiSecret: box.open(row.apiSecretEncrypted, `${code}:apiSecret`),
      ...(row.userAgent ? { userAgent: row.userAgent } : {}),
      environment: row.environment === 'production' ? 'production' : 'test',
      enabled: row.enabled,
    };
  }

  async view(
    code: MarketplaceCode,
    sandboxSellerId: string | null,
  ): Promise<MarketplaceSettingsView> {
    const row = await this.row(code);
    if (!row)
      return {
        marketplace: code,
        source: sandboxSellerId ? 'sandbox' : 'none',
        sellerId: sandboxSellerId ?? '',
        apiKeyHint: null,
        apiSecretHint: null,
        userAgent: null,
        environment: 'test',
        enabled: sandboxSellerId !== null,
        lastCheckedAt: null,
        lastCheckOk: null,
      };
    const box = await this.box();
    // A value sealed under another key (MARKETPLACE_SECRETS_KEY changed) cannot be opened: staff
    // see that it must be entered again instead of a masked hint; any other failure is thrown.
    const hintOf = (sealed: string, field: string) => {
      try {
        return maskSecret(box.open(sealed, `${code}:${field}`));
      } catch {
        return UNREADABLE_SECRET_HINT;
      }
    };
    return {
      marketplace: code,
      source: 'stored',
      sellerId: row.sellerId,
      apiKeyHint: hintOf(row.apiKeyEncrypted, 'apiKey'),
      apiSecretHint: hintOf(row.apiSecretEncrypted, 'apiSecret'),
      userAgent: row.userAgent,
      environment: row.environment === 'production' ? 'production' : 'test',
      enabled: row.enabled,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      lastCheckOk: row.lastCheckOk,
    };
  }

  /** Saves settings; a key or secret left empty keeps the stored one (a first save needs both). */
  async save(
    code: MarketplaceCode,
    input: MarketplaceSettingsInput,
    actor: string,
  ): Promise<{ missing: ('apiKey' | 'apiSecret')[] }> {
    const box = await this.box();
    const current = await this.row(code);
    const apiKey = input.apiKey?.trim()
      ? box.seal(input.apiKey.trim(), `${code}:apiKey`)
      : current?.apiKeyEncrypted;
    const apiSecret = input.apiSecret?.trim()
      ? box.seal(input.apiSecret.trim(), `${code}:apiSecret`)
      : current?.apiSecretEncrypted;
    const missing = [
      ...(apiKey ? [] : ['apiKey' as const]),
      ...(apiSecret ? [] : ['apiSecret' as const]),
    ];
    if (!apiKey || !apiSecret) return { missing };
    const values = {
      sellerId: input.sellerId.trim(),
      apiKeyEncrypted: apiKey,
      apiSecretEncrypted: apiSecret,
      userAgent: input.userAgent?.trim() || null,
      environment: input.environment,
      enabled: input.enabled,
      updatedBy: actor,
      updatedAt: new Date(),
      lastCheckedAt: null,
      lastCheckOk: null,
    };
    await this.db
      .insert(marketplaceSettings)
      .values({ marketplace: code, ...values })
      .onConflictDoUpdate({ target: marketplaceSettings.marketplace, set: values });
    return { missing: [] };
  }

  async recordCheck(code: MarketplaceCode, ok: boolean): Promise<void> {
    await this.db
      .update(marketplaceSettings)
      .set({ lastCheckedAt: new Date(), lastCheckOk: ok })
      .where(eq(marketplaceSettings.marketplace, code));
  }
}
