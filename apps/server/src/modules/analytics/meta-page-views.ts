import { createHash } from 'node:crypto';
import { metaPageViewRoute } from '@carsi/contract';
import { CONSENT_COOKIE, parseConsent } from '@carsi/contract/consent';
import { areaForPath } from '@carsi/contract/pages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerRoute } from '../../http/contract-route';
import {
  MetaConversionsClient,
  type MetaPageViewEvent,
  MetaSendError,
} from '../../integrations/meta/conversions-api';
import { ownSandboxUrl } from '../../integrations/own-sandbox';
import { defineQueue, type JobQueue } from '../../jobs';
import { EventBuffer } from './event-buffer';

export const metaPageViewQueue = defineQueue<MetaPageViewEvent>({
  name: 'meta-page-view',
  retryLimit: 3,
  retryDelaySeconds: 60,
});

/**
 * `POST /api/facebookCapi/PageView`: the browser reports a page view; the server queues it for
 * Meta only when the visitor's consent cookie allows marketing, the page is one of the shop's
 * own (never admin), and a pixel is configured; the job is queued with others a moment after
 * the answer (event-buffer.ts). The IP is the one the server sees, the time the
 * server's; the event id deduplicates it with a browser pixel and makes a repeat a no-op.
 */
export function registerMetaPageViewRoute(
  api: FastifyInstance,
  options: { jobs: JobQueue; enabled: boolean; publicOrigin: string },
) {
  // Queued in batches off the request path; what is held goes out when the server closes (the
  // API scope's close runs before the job queue stops).
  const pageViews = new EventBuffer<MetaPageViewEvent>(
    'meta_page_view',
    async (events) => {
      for (const event of events) {
        await options.jobs.send(metaPageViewQueue, event, { singletonKey: event.eventId });
      }
    },
    (err, lost) => api.log.warn({ err, lost }, 'queueing Meta page views failed'),
  );
  api.addHook('onClose', () => pageViews.flush());
  registerRoute(api, metaPageViewRoute, async ({ body }, { request }) => {
    const consent = parseConsent(request.cookies[CONSENT_COOKIE]);
    if (!consent?.marketing) return { queued: false, reason: 'no-consent' as const };
    const page = new URL(body.location);
    const own = `${request.protocol}://${request.host}`;
    if (
      (page.origin !== options.publicOrigin && page.origin !== own) ||
      areaForPath(page.pathname) === 'admin'
    ) {
      return { queued: false, reason: 'not-a-shop-page' as const };
    }
    if (!options.enabled) return { queued: false, reason: 'not-configured' as const };
    pageViews.push({
      eventId: body.eventId,
      eventTime: Math.floor(Date.now() / 1000),
      sourceUrl: page.href,
      clientIp: request.ip,
      userAgent: body.userAgent,
      fbp: body.fbp,
      fbc: body.fbc ?? undefined,
      countryHash: body.country
        ? createHash('sha256').update(body.country.toLowerCase()).digest('hex')
        : undefined,
    });
    return { queued: true };
  });
}

/** Sends the queued page views; a refusal is logged with Meta's message and retried. */
export async function workMetaPageViews(
  jobs: JobQueue,
  client: MetaConversionsClient,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work(metaPageViewQueue, async ({ data, retryCount }) => {
    try {
      await client.sendPageView(data);
    } catch (error) {
      log.warn(
        { eventId: data.eventId, attempt: retryCount + 1, err: error },
        'Meta Conversions API page view failed',
      );
      throw error;
    }
  });
}

/**
 * The Conversions API client: Meta with a configured pixel, else in sandbox mode the stand-in
 * this server mounts at /__sandbox/meta, else none (nothing is sent).
 */
export function metaClientFor(
  config: Pick<Config, 'providers' | 'sandbox'>,
  app: FastifyInstance,
): MetaConversionsClient | null {
  if (config.providers.meta) return new MetaConversionsClient(config.providers.meta);
  if (!config.sandbox) return null;
  return new MetaConversionsClient({
    pixelId: '1234567890',
    accessToken: 'sandbox',
    version: 'v23.0',
    baseUrl: () => {
      const base = ownSandboxUrl(app);
      if (!base)
        throw new MetaSendError(
          'the Meta stand-in is served by this server, which is not listening',
        );
      return `${base}/meta`;
    },
  });
}
