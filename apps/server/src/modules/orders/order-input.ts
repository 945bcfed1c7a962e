import type { CreateOrderBody } from '@carsi/contract';
import {
  isValidDistrict,
  isValidTckn,
  isValidVkn,
  normalizeTrMobile,
  VALIDATION_TEXTS,
} from '@carsi/domain';
import type { CompanyInvoiceData, IndividualInvoiceData } from '../../db/schema';
import { invalidFields } from '../../http/errors';

type FieldError = { field: string; message: string };

/** Checked order details: the phone normalised, the address real, the invoice numbers valid. */
export interface CheckedOrderInput {
  phone: string;
  individualInvoice: IndividualInvoiceData | null;
  companyInvoice: CompanyInvoiceData | null;
}

function checkPlace(
  errors: FieldError[],
  prefix: string,
  place: { province: string; district: string },
): void {
  if (!isValidDistrict(place.province, place.district)) {
    errors.push({
      field: `${prefix}.district`,
      message: `${place.province} ilinde ${place.district} adında bir ilçe yok.`,
    });
  }
}

/** The checks zod cannot make: Turkish mobile, province/district pairs, TCKN and VKN checksums. */
export function checkOrderInput(body: CreateOrderBody): CheckedOrderInput {
  const errors: FieldError[] = [];
  const phone = normalizeTrMobile(body.deliveryContact.phone);
  if (!phone) {
    errors.push({
      field: 'body.deliveryContact.phone',
      message: VALIDATION_TEXTS.mobilePhone,
    });
  }
  checkPlace(errors, 'body.shippingAddress', body.shippingAddress);

  let individualInvoice: IndividualInvoiceData | null = null;
  let companyInvoice: CompanyInvoiceData | null = null;
  if (body.invoiceType === 'individual') {
    const invoice = body.individualInvoice;
    if (!invoice) {
      errors.push({ field: 'body.individualInvoice', message: 'Fatura bilgileri eksik.' });
    } else {
      checkPlace(errors, 'body.individualInvoice', invoice);
      const identityNumber = invoice.identityNumber?.trim() || null;
      if (identityNumber !== null && !isValidTckn(identityNumber)) {
        errors.push({
          field: 'body.individualInvoice.identityNumber',
          message: VALIDATION_TEXTS.identityNumber,
        });
      }
      individualInvoice = { ...invoice, identityNumber };
    }
    if (body.companyInvoice) {
      errors.push({
        field: 'body.companyInvoice',
        message: 'Bireysel faturada şirket bilgisi olmaz.',
      });
    }
  } else {
    const invoice = body.companyInvoice;
    if (!invoice) {
      errors.push({ field: 'body.companyInvoice', message: 'Kurumsal fatura bilgileri eksik.' });
    } else {
      checkPlace(errors, 'body.companyInvoice', invoice);
      if (!isValidVkn(invoice.taxNumber)) {
        errors.push({
          field: 'body.companyInvoice.taxNumber',
          message: VALIDATION_TEXTS.taxNumber,
        });
      }
      companyInvoice = invoice;
    }
    if (body.individualInvoice) {
      errors.push({
        field: 'body.individualInvoice',
        message: 'Kurumsal faturada bireysel bilgi olmaz.',
      });
    }
  }

  if (errors.length > 0 || !phone) {
    throw invalidFields(errors);
  }
  return { phone, individualInvoice, companyInvoice };
}
