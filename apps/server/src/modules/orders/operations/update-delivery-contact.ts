import { isOrderEditable, normalizeTrMobile, VALIDATION_TEXTS } from '@carsi/domain';
import type { DeliveryContactData, ShippingAddressData } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { factsOf } from '../order-facts';
import {
  conflict,
  type OperationRequest,
  ORDER_OPERATION_TEXTS,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

export interface DeliveryContactInput {
  deliveryContact: Omit<DeliveryContactData, 'ip'>;
  shippingAddress?: ShippingAddressData | undefined;
}

/**
 * Update delivery contact (also the shopper's /updatedeliverycontact): name, phone and
 * e-mail (and, for staff, the address) until the order is handed to the carrier. The phone must
 * be a Turkish mobile; the order's phone follows it.
 */
export function updateDeliveryContact(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: DeliveryContactInput,
) {
  const phone = normalizeTrMobile(input.deliveryContact.phone);
  if (!phone)
    throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_TEXTS.mobilePhone, [
      { field: 'body.deliveryContact.phone', message: VALIDATION_TEXTS.mobilePhone },
    ]);
  return runOrderOperation(deps, request, 'update-delivery-contact', async (tx, row, now) => {
    if (!isOrderEditable(factsOf(row).orderStatus))
      throw conflict('ORDER_NOT_EDITABLE', ORDER_OPERATION_TEXTS.notEditable);
    const before = row.deliveryContact;
    await updateOrder(
      tx,
      row,
      {
        deliveryContact: { ...input.deliveryContact, phone, ip: before.ip },
        orderPhone: phone,
        ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
      },
      now,
    );
    return {
      message: 'Teslimat bilgileri güncellendi.',
      data: {
        before: { ...before, ip: undefined },
        addressChanged: Boolean(input.shippingAddress),
      },
    };
  });
}
