import { z } from 'zod';
import { defineRoute } from '../../define';
import { deliveryContactInput, individualInvoiceInput, orderIdParam } from '../orders';
import { cancelLinesBody } from './actions';
import { actionAnswer } from './fields';

// The shopper's changes to an order, for the order's owner, before packing.
const shopperOrder = z.object({ orderId: orderIdParam });
// Generic in the method and path so each route keeps them as literal types (the web app's
// typed client names an endpoint by "METHOD /path").
const shopperAction = <B extends z.ZodType, M extends 'POST' | 'PUT', Path extends string>(
  method: M,
  path: Path,
  summary: string,
  body: B,
) =>
  defineRoute({
    method,
    path: `/api/orders/${path}`,
    summary,
    tag: 'orders',
    auth: 'public',
    body,
    response: actionAnswer,
  });

export const shopperCancelOrderRoute = shopperAction(
  'POST',
  'cancelorder',
  'The owner cancels the whole order before it is packed; a card payment is cancelled or refunded',
  shopperOrder.strict(),
);
export const shopperCancelPaymentOrderRoute = shopperAction(
  'POST',
  'cancelpaymentorder',
  'The owner cancels an order still waiting for its payment; its stock goes back',
  shopperOrder.strict(),
);
export const shopperCancelOrderPartiallyRoute = shopperAction(
  'POST',
  'cancelorderpartially',
  'The owner cancels some units of some lines before packing; a card payment gets them refunded',
  cancelLinesBody.extend({ orderId: orderIdParam }),
);
export const shopperUpdateDeliveryContactRoute = shopperAction(
  'PUT',
  'updatedeliverycontact',
  'The owner changes the delivery contact before packing',
  shopperOrder.extend({ deliveryContact: deliveryContactInput }).strict(),
);
export const shopperUpdateIndividualInvoiceRoute = shopperAction(
  'PUT',
  'updateindividualinvoice',
  'The owner changes the individual invoice before packing',
  shopperOrder.extend({ individualInvoice: individualInvoiceInput }).strict(),
);
