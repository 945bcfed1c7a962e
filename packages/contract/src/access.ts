/**
 * Who may open what: admin roles, the admin areas each role reaches, and the identity error codes
 * and messages both server and web app rely on. No zod here: the web app imports this module
 * (`@carsi/contract/access`).
 */

import type { AdminOrderAction, AdminReturnAction } from '@carsi/domain';

export const adminRoles = [
  'owner',
  'operations',
  'customerService',
  'warehouse',
  'accounting',
  'marketing',
] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminRoleLabels: Readonly<Record<AdminRole, string>> = {
  owner: 'Mağaza sahibi',
  operations: 'Operasyon',
  customerService: 'Müşteri hizmetleri',
  warehouse: 'Depo',
  accounting: 'Muhasebe',
  marketing: 'Pazarlama',
};

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (adminRoles as readonly string[]).includes(value);
}

/** A part of the back office; `roles` may open it (the owner may open everything). */
export interface AdminArea {
  id: string;
  label: string;
  roles: readonly AdminRole[];
  /** First path segments under /admin-panel/ that belong to the area. */
  segments: readonly string[];
}

const everyone = adminRoles;

/** Who sees revenue, cost and margin figures (dashboard money, sales reports). */
export const rolesSeeingRevenue: readonly AdminRole[] = ['owner', 'accounting'];

export const adminAreas: readonly AdminArea[] = [
  { id: 'home', label: 'Ana sayfa', roles: everyone, segments: ['anasayfa', 'bildirimler'] },
  {
    id: 'orders',
    label: 'Siparişler',
    roles: ['operations', 'customerService', 'warehouse', 'accounting'],
    segments: [
      'siparisler',
      'siparis',
      'siparis-yazdir',
      'paketlenmesi-gereken-siparis-kalemleri',
      'telefonla-siparis',
    ],
  },
  {
    id: 'users',
    label: 'Kullanıcılar',
    roles: ['customerService'],
    segments: ['kullanicilar', 'kullanici'],
  },
  {
    id: 'customer-service',
    label: 'Müşteri hizmetleri ve iadeler',
    roles: ['operations', 'customerService'],
    segments: [
      'musteri-hizmetleri',
      'musteri-hizmeti',
      'onayli-siparis-durumlari',
      'ziyaretci-sorulari',
      'basvuru-formlari',
      'mesaj-tahtasi',
    ],
  },
  {
    // Returns: created by operations and customer service, received by the warehouse,
    // refunded by accounting (see adminActionRoles for who may do which step).
    id: 'returns',
    label: 'İadeler',
    roles: ['operations', 'customerService', 'warehouse', 'accounting'],
    segments: ['iade-onay-kodu-olustur'],
  },
  {
    id: 'catalogue',
    label: 'Ürünler ve katalog',
    roles: ['operations', 'marketing'],
    segments: [
      'departmanlar',
      'ana-kategoriler',
      'alt-kategoriler',
      'son-kategoriler',
      'tedarikciler',
      'markalar',
      'varyantlar',
      'modeller',
      'urun',
      'urunler',
      'sku',
      'toplu-guncelleme',
    ],
  },
  {
    id: 'shipping',
    label: 'Kargo',
    roles: ['operations', 'warehouse'],
    segments: [
      'kargo-islemleri',
      'ups-il-ve-ilce-listesi',
      'ups-il-detay',
      'mobil-bolgeler',
      'kargo-ayarlari',
    ],
  },
  {
    id: 'stock',
    label: 'Stok ve tedarik',
    roles: ['operations', 'warehouse'],
    segments: ['stok', 'tedarikci-siparisleri', 'tedarikci-siparisi-yazdir'],
  },
  {
    id: 'accounting',
    label: 'Fatura, cari ve raporlar',
    roles: ['accounting'],
    segments: ['fatura-islemleri', 'cari', 'satis-raporlari', 'raporlar'],
  },
  {
    id: 'marketing',
    label: 'Kampanyalar ve pazaryerleri',
    roles: ['marketing'],
    segments: [
      'kampanyalar',
      'kampanya',
      'kampanya-olustur',
      'indirim-kodlari',
      'indirim-kodu',
      'pops',
      'pop-detay',
      'ust-bar',
      'ust-bar-detay',
      'sms-kampanyalari',
      'sms-kampanyasi-detayi',
      'ziyaretci-analizleri',
      'trendyol',
      'hepsiburada',
    ],
  },
  {
    id: 'wholesale',
    label: 'Toptan satış',
    roles: ['operations', 'accounting'],
    segments: [
      'toptan-ayarlari',
      'toptan-siparisler',
      'toptan-siparis-detay',
      'toptan-siparis-yazdir',
    ],
  },
  // The shop's settings, its legal identity first: the owner's alone.
  { id: 'settings', label: 'Mağaza ayarları', roles: [], segments: ['satici-bilgileri'] },
  // Approving admins and wholesale applications (API only; shown on the admin home).
  { id: 'admins', label: 'Yöneticiler', roles: [], segments: [] },
  // Background jobs that failed after their retries (API only until the admin shell).
  { id: 'jobs', label: 'Arka plan işleri', roles: ['operations'], segments: [] },
  {
    id: 'wholesale-applications',
    label: 'Toptan başvuruları',
    roles: ['operations', 'accounting'],
    segments: [],
  },
];

export type AdminAreaId = (typeof adminAreas)[number]['id'];

/** The area a path belongs to; `/ust-bar` (the storefront's top-bar editor) is marketing's. */
export function adminAreaForPath(pathname: string): AdminArea | null {
  const path = pathname.replace(/\/+$/, '');
  const segment = path === '/ust-bar' ? 'ust-bar' : path.split('/')[2];
  if (!path.startsWith('/admin-panel') && path !== '/ust-bar') return null;
  return (
    adminAreas.find((area) => segment !== undefined && area.segments.includes(segment)) ?? null
  );
}

/** True when the role may use the area. The owner may use every area. */
export function roleCanUseArea(role: AdminRole, areaId: string): boolean {
  if (role === 'owner') return true;
  const area = adminAreas.find((a) => a.id === areaId);
  return area?.roles.includes(role) ?? false;
}

/** True when the role may open an admin page; unknown admin paths are for the owner only. */
export function roleCanOpenPath(role: AdminRole, pathname: string): boolean {
  if (role === 'owner') return true;
  const area = adminAreaForPath(pathname);
  return area?.roles.includes(role) ?? false;
}

/**
 * What each role may do inside the areas it opens. Opening a page needs its
 * area; changing something needs the action. The owner may do everything. This is the one
 * table both the API (requirePrincipal's `action`) and the screens (which buttons show) read.
 */
export const adminActionRoles = {
  /** Cancel a whole order or some of its lines (restocks; a paid card is cancelled/refunded). */
  'orders.cancel': ['operations'],
  /** Place a phone order for a customer who calls (managed orders). */
  'orders.create': ['operations', 'customerService'],
  /** Change a line's size or colour before packing (customer service's calls). */
  'orders.swap': ['operations', 'customerService'],
  /** Delivery contact and addresses before packing. */
  'orders.updateContact': ['operations', 'customerService'],
  /** Individual or company invoice details. */
  'orders.updateInvoice': ['operations', 'customerService', 'accounting'],
  /** Print, pack, tracking code, delivered / undelivered. */
  'orders.fulfil': ['operations', 'warehouse'],
  /** Mark paid, set the payment method, cancel or update a payment order. */
  'orders.payment': ['accounting'],
  /** Staff notes on an order. */
  'orders.note': ['operations', 'customerService', 'warehouse', 'accounting'],
  /** Approved order statuses and the status texts staff choose from. */
  'orders.statuses': ['operations'],
  /** Create a return approval code by hand. */
  'returns.create': ['operations', 'customerService'],
  /** Receive returned goods at the warehouse. */
  'returns.receive': ['operations', 'warehouse'],
  /** Send money back: card refunds, IBAN transfers marked done. */
  'refunds.issue': ['accounting'],
  /** Answer support requests, questions and reviews; correct a customer's profile. */
  'support.answer': ['operations', 'customerService'],
  /** Products, SKUs, images, taxonomy and bulk price updates. */
  'catalogue.edit': ['operations', 'marketing'],
  /** Stock counts, damage, returns, transfers and warehouses. */
  'stock.adjust': ['operations', 'warehouse'],
  /** Approve a wholesale order's payment (its bank receipt checked); the payment methods allowed. */
  'wholesale.payment': ['accounting'],
  /** Ship, deliver, cancel and print wholesale orders. */
  'wholesale.fulfil': ['operations'],
  /** A wholesale account's type, private prices and purchase levels. */
  'wholesale.accounts': ['operations'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminAction = keyof typeof adminActionRoles;

/** True when the role may take the action. The owner may take every action. */
export function roleCanDo(role: AdminRole, action: AdminAction): boolean {
  if (role === 'owner') return true;
  return (adminActionRoles[action] as readonly AdminRole[]).includes(role);
}

/** The permission each action of the order page needs (the same as its endpoint's). */
export const orderActionPermissions: Readonly<Record<AdminOrderAction, AdminAction>> = {
  markPrinted: 'orders.fulfil',
  markPacked: 'orders.fulfil',
  ship: 'orders.fulfil',
  correctTracking: 'orders.fulfil',
  setDelivered: 'orders.fulfil',
  setUndelivered: 'orders.fulfil',
  cancelWhole: 'orders.cancel',
  cancelLines: 'orders.cancel',
  markPaid: 'orders.payment',
  cancelPaymentOrder: 'orders.payment',
  setPaymentMethod: 'orders.payment',
  updateCancelledPayment: 'orders.payment',
  swapLine: 'orders.swap',
  updateContact: 'orders.updateContact',
  updateInvoice: 'orders.updateInvoice',
  addNote: 'orders.note',
};

/** The part of an order's allowed actions (the domain's orderActionsAllowed) the role may take. */
export function orderActionsForRole(
  allowed: readonly AdminOrderAction[],
  role: AdminRole,
): AdminOrderAction[] {
  return allowed.filter((action) => roleCanDo(role, orderActionPermissions[action]));
}

/** The permission each action on a return needs (the same as its endpoint's). */
export const returnActionPermissions: Readonly<Record<AdminReturnAction, AdminAction>> = {
  receive: 'returns.receive',
  refund: 'refunds.issue',
  viewIban: 'refunds.issue',
};

/** The part of a return's allowed actions (the domain's returnActionsAllowed) the role may take. */
export function returnActionsForRole(
  allowed: readonly AdminReturnAction[],
  role: AdminRole,
): AdminReturnAction[] {
  return allowed.filter((action) => roleCanDo(role, returnActionPermissions[action]));
}

/** The action a wholesale order status change needs: approving it is approving its payment. */
export function wholesaleStatusAction(to: string): AdminAction {
  return to === 'APPROVED' ? 'wholesale.payment' : 'wholesale.fulfil';
}

/**
 * How much of an order's personal data (names, phones, e-mail, addresses, IP, invoice and
 * payment records) a role sees, on every endpoint that shows orders to staff. Roles outside the
 * orders area see none (as a stranger holding the order's link); the warehouse sees what packing
 * and the carrier need: the delivery name, phone and address, no e-mail, IP, invoice or payment
 * records; the other order roles and the owner see everything.
 */
export type OrderPersonalData = 'full' | 'delivery' | 'none';

const deliveryDataOnly: readonly AdminRole[] = ['warehouse'];

export function orderPersonalDataFor(role: AdminRole): OrderPersonalData {
  if (!roleCanUseArea(role, 'orders')) return 'none';
  return deliveryDataOnly.includes(role) ? 'delivery' : 'full';
}

/** The exact message the web app watches for to end a wholesale session. */
export const WHOLESALE_TOKEN_EXPIRED = 'Wholesale user token expired';

/** Machine-readable codes of identity failures (beside the general ones in errors.ts). */
export const identityErrorCodes = {
  tokenExpired: 'TOKEN_EXPIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
  codeInvalid: 'CODE_INVALID',
  codeExpired: 'CODE_EXPIRED',
  codeBurned: 'CODE_BURNED',
  smsCooldown: 'SMS_COOLDOWN',
  smsLimit: 'SMS_LIMIT',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
  accountPending: 'ACCOUNT_PENDING',
  /** A disabled admin or a deactivated wholesale account. */
  accountDisabled: 'ACCOUNT_DISABLED',
  csrfRejected: 'CSRF_REJECTED',
  smsUnavailable: 'SMS_UNAVAILABLE',
} as const;
