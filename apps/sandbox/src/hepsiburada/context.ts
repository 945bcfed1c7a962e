import type { FastifyReply, FastifyRequest } from 'fastify';

// What every route of the Hepsiburada stand-in shares: the merchant, the hosts, the memory and
// Hepsiburada's answer envelope.

/**
 * The merchant the shop uses against this stand-in when no Hepsiburada settings are stored:
 * merchant id (the Basic user name), the 12-character service key (the Basic password) and the
 * integrator's developer user name Hepsiburada expects as User-Agent.
 */
export const HEPSIBURADA_SANDBOX_CREDENTIALS = {
  merchantId: '5b2f1c3e-7a4d-4e8b-9c10-3f6a2d8e1b01',
  serviceKey: 'Sb7kQ2mX9pLw',
  userAgent: 'carsi_dev',
} as const;

/** Hepsiburada's three hosts, as path prefixes under /__sandbox/hepsiburada. */
export const HEPSIBURADA_HOST_PATHS = {
  catalogue: '/mpop',
  listing: '/listing-external',
  orders: '/oms-external',
} as const;

export type Json = Record<string, unknown>;

export type HbProductStatus = 'Aksiyon Bekliyor' | 'Yaratıldı' | 'Satışa Hazır';

export interface HbSandboxProduct {
  merchantSku: string;
  barcode: string;
  categoryId: number;
  status: HbProductStatus;
  reasons: { attributeName: string; message: string }[];
  trackingId: string;
  attributes: Json;
}

export interface Tracking {
  id: string;
  createdAt: number;
  merchantSkus: string[];
}

export interface DeleteProcess {
  id: string;
  createdAt: number;
  items: { merchantSku: string; status: 'DELETED' | 'FAILED'; message: string | null }[];
}

/** The stand-in's memory and its guard, handed to each group of routes. */
export interface HbState {
  now: () => number;
  /** An import or delete answers "in progress" for this long. */
  settleMs: number;
  merchantId: string;
  products: Map<string, HbSandboxProduct>;
  trackings: Map<string, Tracking>;
  deletes: Map<string, DeleteProcess>;
  /** Merchant SKUs the catalogue refuses, with the reason. */
  refused: Map<string, string>;
  files: unknown[];
  /** Statuses the next calls answer before doing anything. */
  failures: number[];
  /** On-demand failures, auth, User-Agent, the merchant in the path, then the limit. */
  guard(request: FastifyRequest, reply: FastifyReply): boolean;
}

export function envelope(data: unknown, extra: Json = {}): Json {
  return { success: true, code: 0, version: 1, message: null, data, ...extra };
}

export const refuse = (reply: FastifyReply, status: number, message: string, code = status) =>
  reply.code(status).send({ success: false, code, version: 1, message, data: null });

/** `page` and `size` of a paged call (size 1…max); null when out of range. */
export const paging = (query: unknown, max: number) => {
  const q = query as { page?: string; size?: string };
  const size = q.size === undefined ? 50 : Number(q.size);
  const page = q.page === undefined ? 0 : Number(q.page);
  if (!Number.isInteger(size) || size < 1 || size > max || !Number.isInteger(page) || page < 0)
    return null;
  return { page, size };
};

/** One page of `list` in Hepsiburada's paged envelope. */
export const paged = <T>(list: T[], page: number, size: number) =>
  envelope(list.slice(page * size, page * size + size), {
    totalElements: list.length,
    totalPages: Math.max(1, Math.ceil(list.length / size)),
    number: page,
    numberOfElements: Math.min(size, Math.max(0, list.length - page * size)),
    first: page === 0,
    last: (page + 1) * size >= list.length,
  });
