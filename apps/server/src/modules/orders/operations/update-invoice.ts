import { isOrderEditable } from '@carsi/domain';
import type { CompanyInvoiceData, IndividualInvoiceData } from '../../../db/schema';
import { factsOf } from '../order-facts';
import { checkOrderInput } from '../order-input';
import type { OrderRow } from '../order-view';
import {
  conflict,
  type OperationRequest,
  ORDER_OPERATION_TEXTS,
  type OrderOperationDeps,
  runOrderOperation,
  updateOrder,
} from './run';

export interface InvoiceInput {
  invoiceType: 'individual' | 'company';
  individualInvoice?: Omit<IndividualInvoiceData, 'identityNumber'> & {
    identityNumber?: string | undefined;
  };
  companyInvoice?: CompanyInvoiceData | undefined;
}

/**
 * Update individual or company invoice (also the shopper's /updateindividualinvoice): the
 * same checks as checkout (district of the province, TCKN and VKN checksums), until the order
 * is handed to the carrier. An identity number left out keeps the one on file.
 */
export function updateInvoice(
  deps: OrderOperationDeps,
  request: OperationRequest,
  input: InvoiceInput,
) {
  return runOrderOperation(deps, request, 'update-invoice', async (tx, row: OrderRow, now) => {
    if (!isOrderEditable(factsOf(row).orderStatus))
      throw conflict('ORDER_NOT_EDITABLE', ORDER_OPERATION_TEXTS.notEditable);
    const individual = input.individualInvoice
      ? {
          ...input.individualInvoice,
          identityNumber:
            input.individualInvoice.identityNumber ??
            row.individualInvoice?.identityNumber ??
            undefined,
        }
      : undefined;
    const { ip: _ip, ...contact } = row.deliveryContact;
    const checked = checkOrderInput({
      deliveryContact: contact,
      shippingAddress: { ...row.shippingAddress, country: 'Türkiye' },
      invoiceType: input.invoiceType,
      ...(individual
        ? {
            individualInvoice: {
              ...individual,
              identityNumber: individual.identityNumber ?? undefined,
            },
          }
        : {}),
      ...(input.companyInvoice ? { companyInvoice: input.companyInvoice } : {}),
      acceptedContracts: true,
    });
    await updateOrder(
      tx,
      row,
      { individualInvoice: checked.individualInvoice, companyInvoice: checked.companyInvoice },
      now,
    );
    return {
      message:
        input.invoiceType === 'individual'
          ? 'Bireysel fatura bilgileri güncellendi.'
          : 'Kurumsal fatura bilgileri güncellendi.',
      data: { invoiceType: input.invoiceType },
    };
  });
}
