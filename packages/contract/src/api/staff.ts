import { z } from 'zod';
import { defineRoute } from '../define';
import { pageNumberQuery, paging } from './common';
import {
  adminRoleSchema,
  adminSummary,
  signInResult,
  signInWithCodeInput,
  wholesaleApplication,
} from './identity';

// Staff management (docs/decisions/staff.md): the owner lists admins, changes a role, disables and
// re-enables an admin; wholesale staff deactivate and re-activate a wholesale account. Every
// change is written to the audit history, which these routes also read.

/** Why a staff change was refused (beside the general codes in errors.ts). */
export const staffErrorCodes = {
  selfChange: 'ADMIN_SELF_CHANGE',
  lastOwner: 'LAST_OWNER',
  adminNotActive: 'ADMIN_NOT_ACTIVE',
  adminNotDisabled: 'ADMIN_NOT_DISABLED',
  wholesaleNotActive: 'WHOLESALE_NOT_ACTIVE',
  wholesaleNotSuspended: 'WHOLESALE_NOT_SUSPENDED',
} as const;

const uuidParam = z.object({ id: z.uuid('Geçersiz kayıt numarası.') }).strict();

/** One line of the audit history, its actor's name looked up when read. */
export const auditEventView = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().describe('`admin:<id>` or `system:<what>`'),
  actorName: z.string().describe("The admin's current name, or what the system actor was"),
  action: z.string(),
  subjectKind: z.enum(['admin', 'wholesale-account']),
  subjectId: z.string(),
  subjectName: z.string().nullable(),
  /** The change in Turkish, e.g. "Rol: Depo → Muhasebe". */
  summary: z.string(),
});
export type AuditEventView = z.infer<typeof auditEventView>;

const auditPage = z.object({
  events: z.array(auditEventView),
  total: z.number().int(),
  ...paging,
});

export const listStaffRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/admins',
  summary:
    'Every admin (pending, active, disabled, rejected), 20 a page; `q` searches name and phone (owner only)',
  tag: 'admin',
  auth: 'admin',
  query: z
    .object({
      q: z.string().trim().max(100, 'Arama en çok 100 karakter olabilir.').optional(),
      page: pageNumberQuery,
    })
    .strict(),
  response: z.object({ admins: z.array(adminSummary), total: z.number().int(), ...paging }),
});

const staffChange = z.object({ admin: adminSummary, message: z.string() });

export const setAdminRoleRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/admins/:id/role',
  summary:
    "Change an active or disabled admin's role; the last active owner keeps the owner role (owner only)",
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  body: z.object({ role: adminRoleSchema }).strict(),
  response: staffChange,
});

export const disableAdminRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/admins/:id/disable',
  summary:
    'Disable an active admin: every session of theirs ends at once. Not oneself, not the last owner (owner only)',
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  response: staffChange,
});

export const enableAdminRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/admins/:id/enable',
  summary: 'Enable a disabled admin again with the role they had (owner only)',
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  response: staffChange,
});

export const staffHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/admins/history',
  summary: 'The audit history of changes to admins, newest first (owner only)',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ page: pageNumberQuery }).strict(),
  response: auditPage,
});

const wholesaleAccountChange = z.object({
  account: wholesaleApplication,
  message: z.string(),
});

export const deactivateWholesaleAccountRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/wholesale-accounts/:id/deactivate',
  summary:
    'Deactivate an active wholesale account: its sessions end, its orders stay (area wholesale)',
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  response: wholesaleAccountChange,
});

export const reactivateWholesaleAccountRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/wholesale-accounts/:id/reactivate',
  summary: 'Re-activate a deactivated wholesale account (area wholesale)',
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  response: wholesaleAccountChange,
});

export const wholesaleAccountHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/wholesale-accounts/:id/history',
  summary: "A wholesale account's audit history, newest first (area wholesale)",
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  query: z.object({ page: pageNumberQuery }).strict(),
  response: auditPage,
});

/**
 * The code check of staff and wholesale sign-in as a POST: the phone and code stay out
 * of URLs and request logs. The older GET still answers, for old clients.
 */
export const signInWithCodePostRoute = defineRoute({
  method: 'POST',
  path: '/api/signIn/sendSecurityCodeToSignIn',
  summary:
    'Sign a wholesale user or admin in with the SMS code, sent in the body (the GET with a query string still works)',
  tag: 'sign-in',
  auth: 'public',
  body: signInWithCodeInput,
  response: signInResult,
});

export const staffRoutes = [
  listStaffRoute,
  staffHistoryRoute,
  setAdminRoleRoute,
  disableAdminRoute,
  enableAdminRoute,
  deactivateWholesaleAccountRoute,
  reactivateWholesaleAccountRoute,
  wholesaleAccountHistoryRoute,
  signInWithCodePostRoute,
] as const;
