import type { InvoiceLimiter } from '../limiter';
import { InvoiceError } from '../provider';
import type { StoredTokens, TokenStore } from '../tokens';
import { failureOf, JSONAPI, type Resource, readBody } from './json-api';

export const PARASUT_BASE_URL = 'https://api.parasut.com';

export interface ParasutSettings {
  /** `https://api.parasut.com`; the stand-in's `{publicUrl}/__sandbox/parasut` in sandbox mode. */
  baseUrl: string;
  companyId: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export interface ParasutClientOptions {
  settings: ParasutSettings;
  tokens: TokenStore;
  limiter: InvoiceLimiter;
  fetch?: typeof fetch;
  now?: () => number;
  /** Per request (default 20 s). */
  timeoutMs?: number;
}

/** Refresh a little before Paraşüt's own expiry so a call never carries a dying token. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The company's session with Paraşüt: its tokens and its requests. Tokens: a password grant
 * once, then refresh grants; Paraşüt rotates the refresh token on each, so every refresh runs
 * through the token store's one-at-a-time lock and saves the new pair before the lock is let
 * go. Every request takes a slot in the shared 10-per-10-s limiter first; a 401 is retried once
 * with a new token. Errors become {@link InvoiceError}s; request bodies (names, tax numbers,
 * addresses) and headers never go into them.
 */
export class ParasutSession {
  private readonly fetcher: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly settings: ParasutSettings;
  private cached: StoredTokens | null = null;

  constructor(private readonly options: ParasutClientOptions) {
    this.settings = { ...options.settings, baseUrl: options.settings.baseUrl.replace(/\/$/, '') };
    this.fetcher = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  // ---- tokens ----------------------------------------------------------------------------

  private usable(tokens: StoredTokens | null): tokens is StoredTokens & { accessToken: string } {
    return Boolean(
      tokens?.accessToken &&
        tokens.accessExpiresAt !== null &&
        tokens.accessExpiresAt - EXPIRY_MARGIN_MS > this.now(),
    );
  }

  /** The access token to use: this process's copy, else the shared one, else a refresh. */
  async accessToken(): Promise<string> {
    if (this.usable(this.cached)) return this.cached.accessToken;
    const stored = await this.options.tokens.read();
    if (this.usable(stored)) {
      this.cached = stored;
      return stored.accessToken;
    }
    return this.refreshTokens(stored.accessToken);
  }

  /**
   * Gets new tokens under the store's lock. When another process refreshed while this one
   * waited (the stored access token is no longer `stale` and still good), that one is used.
   */
  async refreshTokens(stale: string | null): Promise<string> {
    const next = await this.options.tokens.refresh(async (current) => {
      if (this.usable(current) && current.accessToken !== stale) return current;
      if (current.refreshToken) {
        const refreshed = await this.grant({
          grant_type: 'refresh_token',
          refresh_token: current.refreshToken,
        });
        if (refreshed) return refreshed;
      }
      const fresh = await this.grant({
        grant_type: 'password',
        username: this.settings.username,
        password: this.settings.password,
      });
      if (!fresh) {
        throw new InvoiceError('auth', 'Paraşüt kullanıcı adı veya şifresi kabul edilmedi.', 401);
      }
      return fresh;
    });
    this.cached = next;
    return next.accessToken!;
  }

  /** One OAuth grant; null when Paraşüt refuses the grant itself (invalid_grant). */
  private async grant(fields: Record<string, string>): Promise<StoredTokens | null> {
    const body = new URLSearchParams({
      ...fields,
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
    });
    const response = await this.send(`${this.settings.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const answer = await readBody(response);
    const json = (answer.json ?? null) as Record<string, unknown> | null;
    if (response.status === 400 && json?.error === 'invalid_grant') return null;
    if (response.status === 401 || json?.error === 'invalid_client') {
      throw new InvoiceError(
        'auth',
        'Paraşüt uygulama anahtarları (client id/secret) kabul edilmedi.',
        401,
      );
    }
    if (!response.ok) throw failureOf(response.status, json, response.headers, answer.text);
    if (typeof json?.access_token !== 'string' || typeof json.refresh_token !== 'string') {
      throw new InvoiceError(
        'bad-response',
        'Paraşüt oturum yanıtı okunamadı.',
        response.status,
        answer.text ? [answer.text] : [],
      );
    }
    const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : 7200;
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token,
      accessExpiresAt: this.now() + expiresIn * 1000,
    };
  }

  // ---- requests --------------------------------------------------------------------------

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetcher(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      // A timeout, a refused connection or a DNS failure: said in the details, never dropped.
      const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new InvoiceError('unavailable', 'Paraşüt şu anda yanıt vermiyor.', null, [cause]);
    }
  }

  /** One API call: a limiter slot, the bearer token, one retry with a new token after a 401. */
  async call<T = { data: Resource | Resource[]; included?: Resource[] }>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { query?: Record<string, string>; body?: unknown; empty?: boolean } = {},
  ): Promise<{ status: number; json: T | null }> {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const url = `${this.settings.baseUrl}/v4/${encodeURIComponent(this.settings.companyId)}${path}${query}`;
    let token = await this.accessToken();
    for (let attempt = 0; ; attempt += 1) {
      await this.options.limiter.take(`parasut:${this.settings.companyId}`);
      const response = await this.send(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: JSONAPI,
          ...(options.body === undefined ? {} : { 'content-type': JSONAPI }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        this.cached = null;
        token = await this.refreshTokens(token);
        continue;
      }
      if (response.status === 204) return { status: 204, json: null };
      const body = await readBody(response);
      const json = body.json as T | undefined;
      if (!response.ok) throw failureOf(response.status, json, response.headers, body.text);
      if (json === undefined) {
        if (options.empty && !body.text) return { status: response.status, json: null };
        throw new InvoiceError(
          'bad-response',
          'Paraşüt yanıtı okunamadı.',
          response.status,
          body.text ? [body.text] : [],
        );
      }
      return { status: response.status, json };
    }
  }

  /** A call answering one record (and what it included). */
  async one(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<{ data: Resource; included: Resource[] }> {
    const { json } = await this.call(method, path, options);
    const data = json?.data;
    if (!data || Array.isArray(data) || typeof data.id !== 'string') {
      throw new InvoiceError('bad-response', 'Paraşüt yanıtı beklenen kaydı içermiyor.', null);
    }
    return { data, included: json?.included ?? [] };
  }

  /** A call answering a list of records. */
  async many(path: string, query: Record<string, string>): Promise<Resource[]> {
    const { json } = await this.call('GET', path, { query });
    const data = json?.data;
    if (!Array.isArray(data))
      throw new InvoiceError('bad-response', 'Paraşüt listesi okunamadı.', null);
    return data;
  }
}
