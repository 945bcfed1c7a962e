import type { AdminRole, StartReturnBody } from '@carsi/contract';
import {
  DEFAULT_RETURN_SHIPPING,
  type RefundStatus,
  type ReturnLineRequest,
  type ReturnShippingTerms,
} from '@carsi/domain';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs';
import type { OrderOwner } from '../orders/index';
import type { RefundService } from '../refunds/index';
import { cancelReturn } from './operations/cancel-return';
import { cardRefundSettled } from './operations/card-refund-settled';
import { createReturnByStaff } from './operations/create-return';
import { receiveReturn } from './operations/receive-return';
import { refundReturn } from './operations/refund-return';
import type { ReturnOperationDeps } from './operations/run';
import { setReturnIban } from './operations/set-iban';
import { showFullIban } from './operations/show-full-iban';
import { startReturn } from './operations/start-return';
import type { ReturnPhotos } from './photos';
import { listReturns, lookupReturnable, returnableByNumber, returnInfo } from './return-queries';

/** `publicUrl` builds /iade-bilgileri/{id} for SMS texts; `photos` files a new return's photos. */
export interface ReturnServiceOptions {
  publicUrl: string;
  photos: ReturnPhotos;
  /** Card refunds; this service hears when a return's refund is confirmed or failed. */
  refunds: RefundService;
  /** The return carrier and who pays it; the shop's contracted carrier at its cost by default. */
  returnShipping?: ReturnShippingTerms;
  now?: () => Date;
}

/**
 * Easy returns and their refunds: the shopper starts a return within the product's
 * guarantee, the warehouse receives it, accounting sends the money back (card refund as a job,
 * or a bank transfer to the shopper's IBAN for cash on delivery); each step is a transition of
 * the refund machine, recorded with who and when, and the shopper is told by SMS. Each step is
 * an operation of its own in ./operations; this class holds their dependencies.
 */
export class ReturnService {
  private readonly deps: ReturnOperationDeps;

  constructor(db: Database, jobs: JobQueue, options: ReturnServiceOptions) {
    this.deps = {
      db,
      jobs,
      publicUrl: options.publicUrl,
      photos: options.photos,
      refunds: options.refunds,
      returnShipping: options.returnShipping ?? DEFAULT_RETURN_SHIPPING,
      approved: (returnId) => this.approvedListener(returnId),
      now: options.now ?? (() => new Date()),
    };
    options.refunds.onReturnSettled((key, outcome) => cardRefundSettled(this.deps, key, outcome));
  }

  private approvedListener: (returnId: string) => Promise<void> = async () => {};

  /**
   * Who hears of an approved return, after its commit (app.ts: shipping, which makes the
   * carrier's return code or label and texts it). The listener must not throw.
   */
  onApproved(listener: (returnId: string) => Promise<void>): void {
    this.approvedListener = listener;
  }

  // ── Shopper ─────────────────────────────────────────────────────────────────────────────

  lookup(orderNumber: string, phone: string, ip: string) {
    return lookupReturnable(this.deps, orderNumber, phone, ip);
  }

  start(body: StartReturnBody, ip: string) {
    return startReturn(this.deps, body, ip);
  }

  info(id: string) {
    return returnInfo(this.deps, id);
  }

  setIban(
    input: {
      orderId: string;
      iban: string;
      returnId?: string | undefined;
      phone?: string | undefined;
    },
    owner: OrderOwner,
    ip: string,
  ) {
    return setReturnIban(this.deps, input, owner, ip);
  }

  cancel(orderId: string, returnId: string, owner: OrderOwner) {
    return cancelReturn(this.deps, orderId, returnId, owner);
  }

  // ── Back office ─────────────────────────────────────────────────────────────────────────

  list(
    query: {
      q?: string | undefined;
      durum?: RefundStatus | undefined;
      sirala?: string | undefined;
      page: number;
    },
    role: AdminRole,
  ) {
    return listReturns(this.deps, query, role);
  }

  returnableByNumber(orderNumber: string) {
    return returnableByNumber(this.deps, orderNumber);
  }

  adminCreate(
    body: {
      orderNumber: string;
      lines: ReturnLineRequest[];
      reason: string;
      note?: string | undefined;
      iban?: string | undefined;
    },
    adminId: string,
  ) {
    return createReturnByStaff(this.deps, body, adminId);
  }

  receive(id: string, adminId: string) {
    return receiveReturn(this.deps, id, adminId);
  }

  refund(id: string, adminId: string) {
    return refundReturn(this.deps, id, adminId);
  }

  fullIban(id: string, adminId: string) {
    return showFullIban(this.deps, id, adminId);
  }
}
