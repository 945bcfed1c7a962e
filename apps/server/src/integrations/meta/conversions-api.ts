/** A page view as Meta's Conversions API wants it (docs/decisions/consent.md). */
export interface MetaPageViewEvent {
  eventId: string;
  /** Unix seconds. */
  eventTime: number;
  sourceUrl: string;
  clientIp: string;
  userAgent: string;
  fbp?: string | undefined;
  fbc?: string | undefined;
  /** ISO 3166 alpha-2, lower case; sent SHA-256 hashed as Meta asks. */
  countryHash?: string | undefined;
}

export interface MetaConversionsOptions {
  pixelId: string;
  accessToken: string;
  /** https://graph.facebook.com, or the stand-in; a function lets it follow a port. */
  baseUrl: string | (() => string);
  version: string;
}

/** Meta refused or could not be reached; the message is Meta's (never the token). */
export class MetaSendError extends Error {}

/**
 * Meta Conversions API client: `POST /{version}/{pixel}/events?access_token=…` with
 * `{ data: [event] }`. fbp and fbc go unhashed; the country SHA-256 hashed.
 */
export class MetaConversionsClient {
  constructor(private readonly options: MetaConversionsOptions) {}

  async sendPageView(event: MetaPageViewEvent): Promise<{ eventsReceived: number }> {
    const { baseUrl, version, pixelId, accessToken } = this.options;
    const base = (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/$/, '');
    const body = {
      data: [
        {
          event_name: 'PageView',
          event_time: event.eventTime,
          event_id: event.eventId,
          action_source: 'website',
          event_source_url: event.sourceUrl,
          user_data: {
            client_ip_address: event.clientIp,
            client_user_agent: event.userAgent,
            ...(event.fbp ? { fbp: event.fbp } : {}),
            ...(event.fbc ? { fbc: event.fbc } : {}),
            ...(event.countryHash ? { country: [event.countryHash] } : {}),
          },
        },
      ],
    };
    let response: Response;
    try {
      response = await fetch(
        `${base}/${version}/${pixelId}/events?access_token=${encodeURIComponent(accessToken)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        },
      );
    } catch (error) {
      throw new MetaSendError(
        `Meta unreachable: ${error instanceof Error ? error.message : error}`,
      );
    }
    const text = await response.text();
    let answer: { events_received?: number; error?: { message?: string; code?: number } } | null;
    try {
      answer = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page, say): the first of it goes into the error, not lost.
      throw new MetaSendError(
        `Meta answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`,
      );
    }
    if (!response.ok || typeof answer?.events_received !== 'number') {
      throw new MetaSendError(
        `Meta refused the event (HTTP ${response.status}, code ${answer?.error?.code ?? '?'}): ${answer?.error?.message ?? 'no message'}`,
      );
    }
    return { eventsReceived: answer.events_received };
  }
}
