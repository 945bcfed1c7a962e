import { z } from 'zod';
import { defineRoute } from '../define';

/**
 * A page view for Meta's Conversions API, sent by the browser on each page view when
 * the visitor allowed marketing cookies and has a browser id. The server queues the event as a
 * job; it sends nothing without the consent cookie, whatever the body says.
 */
export const metaPageViewRoute = defineRoute({
  method: 'POST',
  path: '/api/facebookCapi/PageView',
  summary:
    'Queue a Conversions API PageView (only with marketing consent; deduplicated with the browser pixel by eventId)',
  tag: 'visitors',
  auth: 'public',
  body: z
    .object({
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'country iki harfli bir ülke kodu olmalıdır.')
        .nullable()
        .optional(),
      userAgent: z
        .string()
        .min(1, 'userAgent boş olamaz.')
        .max(512, 'userAgent en fazla 512 karakter olabilir.'),
      fbp: z
        .string()
        .regex(/^fb\.\d\.\d{10,13}\.\d{1,20}$/, 'fbp Meta tarayıcı kimliği biçiminde olmalıdır.'),
      fbc: z
        .string()
        .regex(/^fb\.\d\.\d{10,13}\.[\w-]{1,500}$/, 'fbc Meta tıklama kimliği biçiminde olmalıdır.')
        .nullable()
        .optional(),
      ip: z
        .string()
        .max(64)
        .nullable()
        .optional()
        .describe('Ignored: the server uses the address it sees'),
      location: z.url('location sayfanın tam adresi olmalıdır.').max(2048),
      eventId: z.uuid('eventId rastgele bir UUID olmalıdır.'),
    })
    .strict(),
  response: z.object({
    queued: z.boolean(),
    reason: z
      .enum(['no-consent', 'not-configured', 'not-a-shop-page'])
      .optional()
      .describe('Why nothing was queued'),
  }),
});

export const metaRoutes = [metaPageViewRoute] as const;
