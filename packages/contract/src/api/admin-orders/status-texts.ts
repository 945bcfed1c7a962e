import { z } from 'zod';
import { defineRoute } from '../../define';

// Status texts (onayli-siparis-durumlari, musteri-hizmetleri/durum-olusturma-ekrani).
export const STATUS_TEXT_KINDS = ['approved', 'staff'] as const;
export const statusTextView = z.object({
  id: z.number().int(),
  kind: z.enum(STATUS_TEXT_KINDS),
  text: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StatusTextView = z.infer<typeof statusTextView>;
const statusText = z.string().trim().min(2, 'En az 2 karakter yazın.').max(120);

export const listStatusTextsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/order-status-texts',
  summary: 'Approved order statuses (kind=approved) or staff status texts (kind=staff)',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ kind: z.enum(STATUS_TEXT_KINDS) }).strict(),
  response: z.object({ texts: z.array(statusTextView) }),
});
export const createStatusTextRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/order-status-texts',
  summary: 'Add a status text (orders.statuses)',
  tag: 'admin',
  auth: 'admin',
  body: z.object({ kind: z.enum(STATUS_TEXT_KINDS), text: statusText }).strict(),
  response: z.object({ message: z.string(), text: statusTextView }),
});
export const updateStatusTextRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/order-status-texts/:id',
  summary: 'Change or switch off a status text (orders.statuses)',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: z.coerce.number().int().positive() }).strict(),
  body: z.object({ text: statusText.optional(), active: z.boolean().optional() }).strict(),
  response: z.object({ message: z.string(), text: statusTextView }),
});
export const deleteStatusTextRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/order-status-texts/:id',
  summary: 'Delete a status text (orders.statuses)',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: z.coerce.number().int().positive() }).strict(),
  response: z.object({ message: z.string() }),
});
