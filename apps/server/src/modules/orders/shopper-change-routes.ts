import {
  shopperCancelOrderPartiallyRoute,
  shopperCancelOrderRoute,
  shopperCancelPaymentOrderRoute,
  shopperUpdateDeliveryContactRoute,
  shopperUpdateIndividualInvoiceRoute,
} from '@carsi/contract';
import { assertOrderOwnedBy, assertShopperMayChange } from '@carsi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/contract-route';
import { cancelOrderLines } from './operations/cancel-lines';
import { cancelPaymentOrder } from './operations/cancel-payment-order';
import { cancelWhole } from './operations/cancel-whole';
import type { OperationRequest, OrderOperationDeps } from './operations/run';
import { updateDeliveryContact } from './operations/update-delivery-contact';
import { updateInvoice } from './operations/update-invoice';
import { factsOf } from './order-facts';
import { type CustomerResolver, ownerOf } from './owner';
import { idempotencyKeyOf } from './routes';
import { actorOf } from './status-log';

/**
 * The shopper's changes to an order: the same operations as the admin's, for the
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
          assertShopperMayChange(factsOf(row));
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
