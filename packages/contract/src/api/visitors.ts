import { z } from 'zod';
import { defineRoute } from '../define';

// First-party visitor records (docs/decisions/identity.md): a random id the browser keeps in
// a cookie and local storage, with the first visit time the time-based promotions use. No
// fingerprinting.

export const visitorIdInput = z.uuid('visitorId rastgele bir UUID olmalıdır.');

export const visitorRecord = z.object({
  visitorId: z.string(),
  firstVisitTime: z.number().int().describe('Epoch milliseconds of the first visit'),
  registeredUserId: z.string().nullable(),
  isExtraDiscountShown: z.boolean(),
});
export type VisitorRecord = z.infer<typeof visitorRecord>;

export const createVisitorRoute = defineRoute({
  method: 'POST',
  path: '/api/userIdentification/createUserIdentification',
  summary:
    'Record a visitor (idempotent by visitorId: the earliest firstVisitTime wins). registeredUserId is taken from the session, not from the body.',
  tag: 'visitors',
  auth: 'public',
  body: z
    .object({
      visitorId: visitorIdInput,
      firstVisitTime: z
        .number({ error: 'firstVisitTime milisaniye cinsinden bir zaman olmalıdır.' })
        .int('firstVisitTime milisaniye cinsinden bir zaman olmalıdır.')
        .positive('firstVisitTime milisaniye cinsinden bir zaman olmalıdır.'),
      registeredUserId: z.string().max(64).nullable().optional(),
      errMessage: z
        .string()
        .max(500, 'errMessage en fazla 500 karakter olabilir.')
        .nullable()
        .optional(),
    })
    .strict(),
  response: z.object({ resultData: visitorRecord }),
});

export const updateExtraDiscountShownRoute = defineRoute({
  method: 'PUT',
  path: '/api/userIdentification/updateExtraDiscountShown',
  summary: 'Mark that the surprise discount pop-up was shown to this visitor',
  tag: 'visitors',
  auth: 'public',
  body: z.object({ visitorId: visitorIdInput }).strict(),
  response: z.object({ resultData: visitorRecord }),
});
