import { z } from 'zod';
import { adminRoles } from '../access';
import { defineRoute } from '../define';
import { multiline } from '../text-input';
import { orderIdParam } from './orders';

// Sign-in by SMS code for customers, wholesale users and admins, sign-up,
// admin approvals, sign-out and the ALTCHA captcha. Messages are Turkish: shoppers see them.

const required = (what: string) => `${what} gerekli.`;

/** A Turkish mobile number in any usual writing; the server normalises it to +905xxxxxxxxx. */
export const phoneInput = z
  .string({ error: required('Telefon numarası') })
  .trim()
  .min(1, required('Telefon numarası'))
  .max(32, 'Telefon numarası çok uzun.');

export const smsCodeInput = z
  .string({ error: required('Doğrulama kodu') })
  .trim()
  .regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalıdır.');

export const captchaValueInput = z
  .string({ error: 'Güvenlik doğrulaması gerekli.' })
  .min(1, 'Güvenlik doğrulaması gerekli.')
  .max(4_000, 'Güvenlik doğrulaması geçersiz.');

const personName = (what: string) =>
  z
    .string({ error: required(what) })
    .trim()
    .min(1, required(what))
    .max(60, `${what} en fazla 60 karakter olabilir.`);

const emailInput = z
  .string({ error: required('E-posta') })
  .trim()
  .max(254, 'E-posta adresi çok uzun.')
  .pipe(z.email('Geçerli bir e-posta adresi girin.'));

export const adminRoleSchema = z.enum(adminRoles, { error: 'Geçerli bir yönetici rolü seçin.' });

/** After a code was sent: when a new one may be asked for and how long this one lives. */
export const codeSentResponse = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponse>;

// ---- Retail customers ------------------------------------------------------------------------

export const sendCustomerCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/users/smscode',
  summary: 'Send a 6-digit sign-in code by SMS to a Turkish mobile number',
  tag: 'users',
  auth: 'public',
  body: z.object({ phone: phoneInput }).strict(),
  response: codeSentResponse,
});

export const authenticatedUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  token: z.string().describe('Session token for Authorization: Bearer (also set as a cookie)'),
  message: z.string(),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUser>;

export const authenticateCustomerRoute = defineRoute({
  method: 'POST',
  path: '/api/users/authenticate',
  summary: 'Sign a customer in with phone and SMS code; the first sign-in creates the customer',
  tag: 'users',
  auth: 'public',
  body: z
    .object({
      credentials: z
        .object({ phone: phoneInput, code: smsCodeInput }, { error: required('Giriş bilgileri') })
        .strict(),
    })
    .strict(),
  response: authenticatedUser,
});

export const customerProfile = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().describe('E.164, e.g. +905321234567'),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const updateProfileRoute = defineRoute({
  method: 'PUT',
  path: '/api/users/profile',
  summary: "Update the signed-in customer's name and e-mail",
  tag: 'users',
  auth: 'customer',
  body: z
    .object({
      firstName: personName('Ad'),
      lastName: personName('Soyad'),
      email: z.union([z.literal(''), emailInput]).optional(),
    })
    .strict(),
  response: customerProfile,
});

export const setUserScoreRoute = defineRoute({
  method: 'POST',
  path: '/api/users/setuserscore',
  summary:
    "Store a 1–5 satisfaction score, optionally about one order: only the order's owner (its customer, or the browser that placed it) may score it, once (a repeat replaces it)",
  tag: 'users',
  auth: 'public',
  body: z
    .object({
      score: z
        .number({ error: 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.' })
        .int('Puan 1 ile 5 arasında bir tam sayı olmalıdır.')
        .min(1, 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.')
        .max(5, 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.'),
      orderId: orderIdParam.optional(),
      comment: multiline(
        z.string().trim().max(500, 'Yorum en fazla 500 karakter olabilir.'),
      ).optional(),
    })
    .strict(),
  response: z.object({ _id: z.string(), score: z.number().int(), message: z.string() }),
});

// ---- Wholesale and admin sign-in and wholesale sign-up ---------------------------------------

/** Which accounts a code is for; `property` is the field looked up (always the phone). */
export const signInCollections = ['wholeSaleCustomers', 'admins'] as const;
export const signInUserTypes = ['wholesale', 'admin'] as const;

const collectionName = z.enum(signInCollections, {
  error: "collectionName 'wholeSaleCustomers' ya da 'admins' olmalıdır.",
});
const property = z.literal('phone', { error: "property 'phone' olmalıdır." });

export const sendSignInCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/signIn/sendPhoneToReceiveSms',
  summary: 'Send a sign-in code to a wholesale user or an approved admin (captcha required)',
  tag: 'sign-in',
  auth: 'public',
  body: z
    .object({ phone: phoneInput, collectionName, property, captchaValue: captchaValueInput })
    .strict(),
  response: codeSentResponse,
});

export const signInResult = z.object({
  token: z.string(),
  userPosition: z.string().describe("'wholesale', or the admin's role"),
  isAdmin: z.boolean(),
  currentAccountPosition: z
    .enum(['endUser', 'reSeller'])
    .nullable()
    .describe('Wholesale account type; null for admins'),
  name: z.string(),
  expiresAt: z.string().describe('ISO time the session ends'),
});
export type SignInResult = z.infer<typeof signInResult>;

/** The code check's fields: the GET's query string, or the POST's body. */
export const signInWithCodeInput = z
  .object({
    phone: phoneInput,
    securityCode: smsCodeInput,
    userType: z.enum(signInUserTypes, { error: "userType 'wholesale' ya da 'admin' olmalıdır." }),
    collectionName,
    property,
    captchaValue: captchaValueInput,
    tokenExpiry: z
      .string()
      .trim()
      .regex(/^\d{1,6}[smhd]?$/, 'tokenExpiry örneğin 30m, 2h ya da 3600 olmalıdır.')
      .optional(),
  })
  .strict();
export type SignInWithCodeInput = z.output<typeof signInWithCodeInput>;

export const signInWithCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/signIn/sendSecurityCodeToSignIn',
  summary:
    'Sign a wholesale user or admin in with the SMS code (tokenExpiry e.g. 30m, 2h, 12h; at most 12 h). Kept for older clients: the POST keeps the phone out of URLs; this query string is never logged',
  tag: 'sign-in',
  auth: 'public',
  query: signInWithCodeInput,
  response: signInResult,
});

export const wholesaleSignUpRoute = defineRoute({
  method: 'POST',
  path: '/api/signUp/createWholeSaleCustomer',
  summary: 'Apply for a wholesale account; an admin activates it before it can sign in',
  tag: 'sign-in',
  auth: 'public',
  body: z
    .object({
      companyName: z
        .string({ error: required('Firma adı') })
        .trim()
        .min(2, 'Firma adı en az 2 karakter olmalıdır.')
        .max(120, 'Firma adı en fazla 120 karakter olabilir.'),
      email: emailInput,
      name: personName('Ad soyad'),
      phone: phoneInput,
      captchaValue: captchaValueInput,
    })
    .strict(),
  response: z.object({ _id: z.string(), message: z.string() }),
});

export const adminSignUpRoute = defineRoute({
  method: 'POST',
  path: '/api/signUp/createAdmin',
  summary: 'Register as an admin; the account can sign in once the owner approves it',
  tag: 'sign-in',
  auth: 'public',
  body: z
    .object({ name: personName('Ad soyad'), phone: phoneInput, captchaValue: captchaValueInput })
    .strict(),
  response: z.object({ _id: z.string(), message: z.string() }),
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  summary:
    'End a session: the Bearer token, or the cookie session of userType. Ending a wholesale session also ends its cart on the client.',
  tag: 'sign-in',
  auth: 'public',
  body: z
    .object({
      userType: z.enum(['customer', 'wholesale', 'admin'], {
        error: "userType 'customer', 'wholesale' ya da 'admin' olmalıdır.",
      }),
    })
    .strict(),
  response: z.object({ message: z.string() }),
});

export const currentSessionRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/session',
  summary:
    "Who the session of userType belongs to (Bearer or cookie). An expired wholesale session answers 401 'Wholesale user token expired'.",
  tag: 'sign-in',
  auth: 'public',
  query: z
    .object({
      userType: z.enum(['customer', 'wholesale', 'admin'], {
        error: "userType 'customer', 'wholesale' ya da 'admin' olmalıdır.",
      }),
    })
    .strict(),
  response: z.object({
    userType: z.enum(['customer', 'wholesale', 'admin']),
    _id: z.string(),
    name: z.string(),
    role: adminRoleSchema.nullable(),
    expiresAt: z.string(),
  }),
});

// ---- Captcha (ALTCHA, proof of work) ---------------------------------------------------------

export const captchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

export const captchaChallengeRoute = defineRoute({
  method: 'GET',
  path: '/api/captcha/challenge',
  summary:
    'A fresh ALTCHA challenge. Solve it and send base64(JSON {algorithm, challenge, number, salt, signature}) as captchaValue; each solution works once.',
  tag: 'sign-in',
  auth: 'public',
  response: captchaChallenge,
});

// ---- Admin approvals ---------------------------------------------------------------------------

export const adminSummary = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: adminRoleSchema.nullable(),
  status: z.enum(['pending', 'active', 'rejected', 'disabled']),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminSummary = z.infer<typeof adminSummary>;

export const wholesaleApplication = z.object({
  _id: z.string(),
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(['pending', 'active', 'rejected', 'suspended']),
  isWholeSaleEndUser: z.boolean(),
  isWholeSaleReSeller: z.boolean(),
  createdAt: z.string(),
});
export type WholesaleApplication = z.infer<typeof wholesaleApplication>;

const uuidParam = z.object({ id: z.uuid('Geçersiz kayıt numarası.') }).strict();

export const listPendingAdminsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/admins/pending',
  summary: 'Admin registrations waiting for approval (owner only)',
  tag: 'admin',
  auth: 'admin',
  response: z.object({ admins: z.array(adminSummary) }),
});

export const approveAdminRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/admins/:id/approve',
  summary: 'Approve a pending admin with a role (owner only)',
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  body: z.object({ role: adminRoleSchema }).strict(),
  response: z.object({ admin: adminSummary, message: z.string() }),
});

export const rejectAdminRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/admins/:id/reject',
  summary: 'Reject a pending admin registration (owner only)',
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  response: z.object({ admin: adminSummary, message: z.string() }),
});

export const listWholesaleApplicationsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/wholesale-applications',
  summary: 'Wholesale applications waiting for activation',
  tag: 'admin',
  auth: 'admin',
  response: z.object({ applications: z.array(wholesaleApplication) }),
});

export const activateWholesaleRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/wholesale-applications/:id/activate',
  summary: 'Activate a wholesale application as end user or reseller',
  tag: 'admin',
  auth: 'admin',
  params: uuidParam,
  body: z
    .object({
      accountType: z.enum(['endUser', 'reSeller'], {
        error: "accountType 'endUser' ya da 'reSeller' olmalıdır.",
      }),
    })
    .strict(),
  response: z.object({ application: wholesaleApplication, message: z.string() }),
});

/** What the admin home shows: who is signed in and what waits for them. */
export interface AdminOverview {
  me: { _id: string; name: string; phone: string; role: (typeof adminRoles)[number] };
  /** Null when the role may not approve admins. */
  pendingAdmins: AdminSummary[] | null;
  /** Null when the role may not activate wholesale accounts. */
  pendingWholesale: WholesaleApplication[] | null;
}

export const identityRoutes = [
  sendCustomerCodeRoute,
  authenticateCustomerRoute,
  updateProfileRoute,
  setUserScoreRoute,
  sendSignInCodeRoute,
  signInWithCodeRoute,
  wholesaleSignUpRoute,
  adminSignUpRoute,
  logoutRoute,
  currentSessionRoute,
  captchaChallengeRoute,
  listPendingAdminsRoute,
  approveAdminRoute,
  rejectAdminRoute,
  listWholesaleApplicationsRoute,
  activateWholesaleRoute,
] as const;
