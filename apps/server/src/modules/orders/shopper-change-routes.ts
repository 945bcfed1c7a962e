import {
  shopperCancelOrderPartiallyRoute,
  shopperCancelOrderRoute,
  shopperCancelPaymentOrderRoute,
  shopperUpdateDeliveryContactRoute,
  shopperUpdateIndividualInvoiceRoute,
} from '@carsi/contract';
import { assertOrderOwnedBy } from '@carsi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { cancelOrderLines } from './operations/cancel-lines';
import { cancelPaymentOrder } from './operations/cancel-payment-order';
import { cancelWhole } from './operations/cancel-whole';
import {
  conflict,
  type OperationRequest,
  ORDER_OPERATION_TEXTS,
  type OrderOperationDeps,
} from './operations/run';
import { updateDeliveryContact } from './operations/update-delivery-contact';
import { updateInvoice } from './operations/update-invoice';
import type { OrderRow } from './order-view';
import { type CustomerResolver, ownerOf } from './owner';
import { idempotencyKeyOf } from './routes';
import { actorOf } from './status-log';

/** The shopper may change an order only before it is packed (SPEC §4 pending window). */
export function assertShopperMayChange(row: Pick<OrderRow, 'orderStatus'>): void {
  if (row.orderStatus !== 'NEW' && row.orderStatus !== 'CONFIRMED') {
    if (row.orderStatus === 'CANCELLED')
      throw conflict('ORDER_ALREADY_CANCELLED', ORDER_OPERATION_TEXTS.alreadyCancelled);
    throw conflict('ORDER_TOO_LATE', ORDER_OPERATION_TEXTS.shopperTooLate);
  }
}

/**
 * The shopper's changes to an order (SPEC §7): the same operations as the admin's, for the
 * order's owner as the order pages decide it (the browser that placed it, or the signed-in
 * customer it belongs to), and only before packing.
 */
export function registerShopperOrderChangeRoutes(
  api: FastifyInstance,
  deps: OrderOperationDeps,
  customerOf: CustomerResolver,
): void {
  const asOwner = async (request: FastifyRequest, orderId: string): Promise<OperationRequest> => {
    const owner = await ownerOf(request, customerOf);
    return {
      orderId,
      idempotencyKey: idempotencyKeyOf(request),
      by: {
        actor: actorOf(owner),
        ip: request.ip,
        check(row) {
          assertOrderOwnedBy(row, owner);
          assertShopperMayChange(row);
        },
      },
    };
  };
  const answer = async (result: Promise<{ message: string }>) => ({
    message: (await result).message,
  });
  registerRoute(api, shopperCancelOrderRoute, async ({ body }, { request }) =>
    answer(
      cancelWhole(deps, await asOwner(request, body.orderId), {
        reason: 'Müşteri siparişi iptal etti',
      }),
    ),
  );
  registerRoute(api, shopperCancelPaymentOrderRoute, async ({ body }, { request }) =>
    answer(
      cancelPaymentOrder(deps, await asOwner(request, body.orderId), {
        reason: 'Müşteri ödeme bekleyen siparişi iptal etti',
      }),
    ),
  );
  registerRoute(api, shopperCancelOrderPartiallyRoute, async ({ body }, { request }) =>
    answer(
      cancelOrderLines(deps, await asOwner(request, body.orderId), {
        lines: body.lines,
        reason: body.reason ?? 'Müşteri bazı ürünleri iptal etti',
      }),
    ),
  );
  registerRoute(api, shopperUpdateDeliveryContactRoute, async ({ body }, { request }) =>
    answer(
      updateDeliveryContact(deps, await asOwner(request, body.orderId), {
        deliveryContact: body.deliveryContact,
      }),
    ),
  );
  registerRoute(api, shopperUpdateIndividualInvoiceRoute, async ({ body }, { request }) =>
    answer(
      updateInvoice(deps, await asOwner(request, body.orderId), {
        invoiceType: 'individual',
        individualInvoice: body.individualInvoice,
      }),
    ),
  );
}
