import { z } from 'zod';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { kurus, pageNumberQuery, paging } from './common';
import { orderIdParam } from './orders';
import { SUPPORT_STATUSES, SUPPORT_TOPICS } from './support';

// The back office's customers and customer service: customer records, support
// requests, visitor questions and reviews, the staff message board. Every route is admin-only;
// the area and action each needs is in @carsi/contract/access (users, customer-service,
// support.answer). Lists are paged 20 a page with `page` and `pages`.

export const ADMIN_LIST_PAGE_SIZE = 20;

/** Free-text search of a list: trimmed, at most 100 characters; empty means no search. */
const searchQuery = z.string().trim().max(100, 'Arama en çok 100 karakter olabilir.').optional();

const requiredText = (what: string, max: number) =>
  z
    .string({ error: `${what} gerekli.` })
    .trim()
    .min(1, `${what} gerekli.`)
    .max(max, `${what} en çok ${max} karakter olabilir.`);

// ── Customers ─────────────────────────────────────────────────────────────────────────────

export const CUSTOMER_SORTS = ['createdAt', '-createdAt', 'name', '-name'] as const;

export const adminCustomerRow = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().describe('E.164'),
  email: z.string().nullable(),
  orderCount: z.number().int().describe('Orders of the account and guest orders with the phone'),
  /** False for a guest buyer: a person known only by the phone of their orders. */
  signedIn: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

export const listAdminCustomersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/customers',
  summary: 'Customers, newest first; `q` searches name, phone and e-mail (area users)',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      q: searchQuery,
      page: pageNumberQuery,
      sirala: z.enum(CUSTOMER_SORTS, 'Geçersiz sıralama.').optional(),
    })
    .strict(),
  response: z.object({ customers: z.array(adminCustomerRow), total: z.number().int(), ...paging }),
});

export const adminCustomerOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  totalPrice: kurus,
  createdAt: z.string(),
  /** The invoice's identity number, masked: an admin never sees it in full. */
  identityNumber: z.string().nullable().describe('Masked: only the last two digits'),
});

export const adminSupportRow = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  supportIndex: z.number().int(),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  contactPhone: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable().describe("The answering admin's name"),
  answeredAt: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSupportRow = z.infer<typeof adminSupportRow>;

export const adminCustomerScore = z.object({
  score: z.number().int(),
  comment: z.string().nullable(),
  orderRef: z.string().nullable(),
  createdAt: z.string(),
});

/** One of the customer's returns, as the customer page lists it. */
export const adminCustomerReturn = z.object({
  id: z.string(),
  code: z.string().describe('The return code on the parcel, e.g. IA-4821-7730'),
  orderNumber: z.string(),
  status: z
    .string()
    .describe('REQUESTED, APPROVED, IN_TRANSIT, RECEIVED, REFUNDED, REJECTED or CANCELLED'),
  reason: z.string(),
  refundAmount: kurus,
  createdAt: z.string(),
});

export const adminCustomerDetail = z.object({
  customer: adminCustomerRow,
  orders: z.array(adminCustomerOrder),
  returns: z.array(adminCustomerReturn),
  /** Cash-on-delivery orders the person did not take at the door (UNDELIVERED), newest first. */
  codRefusals: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      at: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  supportRequests: z.array(adminSupportRow),
  scores: z.array(adminCustomerScore),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;

const customerIdParams = z.object({ id: z.uuid('Geçersiz müşteri numarası.') }).strict();

export const adminCustomerRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/customers/:id',
  summary: "A customer's profile, latest orders, support requests and satisfaction scores",
  tag: 'admin',
  auth: 'admin',
  params: customerIdParams,
  response: adminCustomerDetail,
});

export const correctCustomerBody = z
  .object({
    firstName: requiredText('Ad', 60),
    lastName: requiredText('Soyad', 60),
    email: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(254, 'E-posta adresi çok uzun.')
        .pipe(z.email('Geçerli bir e-posta adresi girin.')),
    ]),
  })
  .strict();
export type CorrectCustomerBody = z.infer<typeof correctCustomerBody>;

export const correctCustomerRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/customers/:id',
  summary: "Corrects a customer's name and e-mail (action support.answer)",
  tag: 'admin',
  auth: 'admin',
  params: customerIdParams,
  body: correctCustomerBody,
  response: z.object({ message: z.string(), customer: adminCustomerRow }),
});

// ── Support requests ──────────────────────────────────────────────────────────────────────

export const listAdminSupportRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/support-requests',
  summary:
    'Support requests, open ones first then newest; `q` searches order number, phone, name and text',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      q: searchQuery,
      page: pageNumberQuery,
      durum: z.enum(SUPPORT_STATUSES, 'Geçersiz durum.').optional(),
    })
    .strict(),
  response: z.object({ requests: z.array(adminSupportRow), total: z.number().int(), ...paging }),
});

const supportParams = z
  .object({
    orderId: orderIdParam,
    supportIndex: z.coerce.number().int('Geçersiz talep numarası.').min(1).max(10_000),
  })
  .strict();

export const adminSupportOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  totalPrice: kurus,
  createdAt: z.string(),
  customerId: z.string().nullable(),
  contactName: z.string(),
});

export const adminSupportDetail = z.object({
  request: adminSupportRow,
  order: adminSupportOrder,
  /** The order's other requests, oldest first. */
  others: z.array(adminSupportRow),
});
export type AdminSupportDetail = z.infer<typeof adminSupportDetail>;

export const adminSupportRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/support-requests/:orderId/:supportIndex',
  summary: 'One support request with its order',
  tag: 'admin',
  auth: 'admin',
  params: supportParams,
  response: adminSupportDetail,
});

export const SUPPORT_ANSWER_MAX = 2000;

export const answerSupportRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/support-requests/:orderId/:supportIndex/answer',
  summary:
    'Answers a request (status ANSWERED); the shopper sees it on /musteri-hizmetleri and gets an SMS',
  tag: 'admin',
  auth: 'admin',
  params: supportParams,
  body: z
    .object({
      answer: multiline(
        requiredText('Yanıt', SUPPORT_ANSWER_MAX).min(5, 'Yanıt en az 5 karakter olmalı.'),
      ),
    })
    .strict(),
  response: z.object({ message: z.string(), request: adminSupportRow }),
});

export const setSupportStatusRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/support-requests/:orderId/:supportIndex/status',
  summary: 'Changes a request status (OPEN, ANSWERED needs an answer, CLOSED)',
  tag: 'admin',
  auth: 'admin',
  params: supportParams,
  body: z.object({ status: z.enum(SUPPORT_STATUSES, 'Geçerli bir durum seçin.') }).strict(),
  response: z.object({ message: z.string(), request: adminSupportRow }),
});

export const linkSupportOrderRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/support-requests/:orderId/:supportIndex/order',
  summary:
    'Links the request to another order (found by its order number); it gets the next number there',
  tag: 'admin',
  auth: 'admin',
  params: supportParams,
  body: z
    .object({
      orderNumber: z
        .string({ error: 'Sipariş numarası gerekli.' })
        .trim()
        .min(1, 'Sipariş numarası gerekli.')
        .max(30, 'Geçerli bir sipariş numarası girin.'),
    })
    .strict(),
  response: z.object({ message: z.string(), request: adminSupportRow }),
});

// ── Visitor questions and reviews ─────────────────────────────────────────────────────────

export const MODERATION_STATES = ['waiting', 'published', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_STATE_LABELS: Record<ModerationState, string> = {
  waiting: 'Onay bekliyor',
  published: 'Yayında',
  hidden: 'Gizlendi',
};

export const adminQuestionRow = z.object({
  _id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  name: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  state: z.enum(MODERATION_STATES),
  createdAt: z.string(),
});
export type AdminQuestionRow = z.infer<typeof adminQuestionRow>;

const moderationListQuery = z
  .object({
    q: searchQuery,
    page: pageNumberQuery,
    durum: z.enum(MODERATION_STATES, 'Geçersiz durum.').optional(),
    yanit: z.enum(['bekleyen'], 'Geçersiz filtre.').optional(),
  })
  .strict();

export const listAdminQuestionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/questions',
  summary:
    'Visitor questions, unanswered first then newest; `q` searches text, name and product; `yanit=bekleyen` only unanswered',
  tag: 'admin',
  auth: 'admin',
  query: moderationListQuery,
  response: z.object({ questions: z.array(adminQuestionRow), total: z.number().int(), ...paging }),
});

const numericId = z.object({ id: z.coerce.number().int().positive('Geçersiz kayıt.') }).strict();

export const answerQuestionRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/questions/:id/answer',
  summary: "Answers a question and publishes it: the product's Q&A page shows it at once",
  tag: 'admin',
  auth: 'admin',
  params: numericId,
  body: z
    .object({
      answer: multiline(requiredText('Yanıt', 1000).min(2, 'Yanıt en az 2 karakter olmalı.')),
    })
    .strict(),
  response: z.object({ message: z.string(), question: adminQuestionRow }),
});

const visibilityBody = z
  .object({ visible: z.boolean({ error: 'Görünürlük true ya da false olmalı.' }) })
  .strict();

export const setQuestionVisibilityRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/questions/:id/visibility',
  summary: 'Publishes (visible: true) or hides (false) a question',
  tag: 'admin',
  auth: 'admin',
  params: numericId,
  body: visibilityBody,
  response: z.object({ message: z.string(), question: adminQuestionRow }),
});

export const adminReviewRow = z.object({
  _id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  verifiedPurchase: z.boolean(),
  state: z.enum(MODERATION_STATES),
  createdAt: z.string(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRow>;

export const listAdminReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/reviews',
  summary: 'Reviews, waiting ones first then newest; `q` searches text, name and product',
  tag: 'admin',
  auth: 'admin',
  query: moderationListQuery,
  response: z.object({ reviews: z.array(adminReviewRow), total: z.number().int(), ...paging }),
});

export const setReviewVisibilityRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/reviews/:id/visibility',
  summary: "Approves (visible: true) or hides (false) a review; the product's rating follows",
  tag: 'admin',
  auth: 'admin',
  params: numericId,
  body: visibilityBody,
  response: z.object({ message: z.string(), review: adminReviewRow }),
});

// ── Message board ─────────────────────────────────────────────────────────────────────────

export const STAFF_NOTE_MAX = 500;

export const staffNote = z.object({
  _id: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  mine: z.boolean().describe('Written by the caller: they may delete it'),
  pinned: z.boolean(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof staffNote>;

export const listStaffNotesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/message-board',
  summary: 'The staff message board: pinned notes first, then newest',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ page: pageNumberQuery }).strict(),
  response: z.object({ notes: z.array(staffNote), total: z.number().int(), ...paging }),
});

export const createStaffNoteRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/message-board',
  summary: 'Leaves a short note for the other staff',
  tag: 'admin',
  auth: 'admin',
  body: z.object({ text: multiline(requiredText('Not', STAFF_NOTE_MAX)) }).strict(),
  response: z.object({ message: z.string(), note: staffNote }),
});

export const pinStaffNoteRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/message-board/:id/pin',
  summary: 'Pins (pinned: true) or unpins a note',
  tag: 'admin',
  auth: 'admin',
  params: numericId,
  body: z.object({ pinned: z.boolean({ error: 'pinned true ya da false olmalı.' }) }).strict(),
  response: z.object({ message: z.string(), note: staffNote }),
});

export const deleteStaffNoteRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/message-board/:id',
  summary: 'Deletes a note: its author only (or the owner)',
  tag: 'admin',
  auth: 'admin',
  params: numericId,
  response: z.object({ message: z.string() }),
});

export const customerServiceAdminRoutes = [
  listAdminCustomersRoute,
  adminCustomerRoute,
  correctCustomerRoute,
  listAdminSupportRoute,
  adminSupportRoute,
  answerSupportRoute,
  setSupportStatusRoute,
  linkSupportOrderRoute,
  listAdminQuestionsRoute,
  answerQuestionRoute,
  setQuestionVisibilityRoute,
  listAdminReviewsRoute,
  setReviewVisibilityRoute,
  listStaffNotesRoute,
  createStaffNoteRoute,
  pinStaffNoteRoute,
  deleteStaffNoteRoute,
] as const;
