import type { CreateOrderBody, OrderView } from '@carsi/contract';
import {
  formatTrPhone,
  isValidDistrict,
  isValidTckn,
  isValidVkn,
  normalizeTrMobile,
  VALIDATION_TEXTS,
} from '@carsi/domain';
import type { Place } from './PlaceFields';

/** Everything checkout step 1 asks for, as the form holds it. */
export interface CheckoutForm {
  contact: { firstName: string; lastName: string; phone: string; email: string };
  shipping: Place;
  invoiceType: 'individual' | 'company';
  /** The individual invoice goes to the delivery contact and address unless unticked. */
  invoiceSameAsDelivery: boolean;
  individual: {
    firstName: string;
    lastName: string;
    email: string;
    identityNumber: string;
  } & Place;
  company: { title: string; taxOffice: string; taxNumber: string } & Place;
  acceptedContracts: boolean;
}

const emptyPlace: Place = { province: '', district: '', address: '' };

export const initialCheckoutForm: CheckoutForm = {
  contact: { firstName: '', lastName: '', phone: '', email: '' },
  shipping: emptyPlace,
  invoiceType: 'individual',
  invoiceSameAsDelivery: true,
  individual: { firstName: '', lastName: '', email: '', identityNumber: '', ...emptyPlace },
  company: { title: '', taxOffice: '', taxNumber: '', ...emptyPlace },
  acceptedContracts: false,
};

const REQUIRED = VALIDATION_TEXTS.required;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The API body for POST /api/orders: details only, never a price. */
export function toOrderBody(form: CheckoutForm): CreateOrderBody {
  const { contact, shipping } = form;
  const individual = form.invoiceSameAsDelivery
    ? { ...contact, ...shipping, identityNumber: form.individual.identityNumber }
    : form.individual;
  return {
    deliveryContact: contact,
    shippingAddress: { country: 'Türkiye', ...shipping },
    invoiceType: form.invoiceType,
    ...(form.invoiceType === 'individual'
      ? {
          individualInvoice: {
            firstName: individual.firstName,
            lastName: individual.lastName,
            email: individual.email,
            province: individual.province,
            district: individual.district,
            address: individual.address,
            ...(individual.identityNumber.trim()
              ? { identityNumber: individual.identityNumber.trim() }
              : {}),
          },
        }
      : {
          companyInvoice: {
            title: form.company.title,
            taxOffice: form.company.taxOffice,
            taxNumber: form.company.taxNumber.trim(),
            province: form.company.province,
            district: form.company.district,
            address: form.company.address,
          },
        }),
    acceptedContracts: form.acceptedContracts as true,
  };
}

function place(errors: Record<string, string>, prefix: string, value: Place): void {
  if (!value.province) errors[`${prefix}.province`] = 'İl seçin.';
  if (!value.district) errors[`${prefix}.district`] = 'İlçe seçin.';
  else if (!isValidDistrict(value.province, value.district))
    errors[`${prefix}.district`] = 'İlçe bu ile ait değil.';
  if (!value.address.trim()) errors[`${prefix}.address`] = REQUIRED;
}

/**
 * The same checks the server makes, run before sending so the shopper sees every problem at
 * once. Keys are the API's field paths without the leading "body.".
 */
export function validateCheckout(form: CheckoutForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const { contact } = form;
  if (!contact.firstName.trim()) errors['deliveryContact.firstName'] = REQUIRED;
  if (!contact.lastName.trim()) errors['deliveryContact.lastName'] = REQUIRED;
  if (!normalizeTrMobile(contact.phone)) {
    errors['deliveryContact.phone'] = VALIDATION_TEXTS.mobilePhone;
  }
  if (!EMAIL.test(contact.email.trim())) errors['deliveryContact.email'] = VALIDATION_TEXTS.email;
  place(errors, 'shippingAddress', form.shipping);
  if (form.invoiceType === 'individual') {
    const id = form.individual.identityNumber.trim();
    if (id && !isValidTckn(id))
      errors['individualInvoice.identityNumber'] = VALIDATION_TEXTS.identityNumber;
    if (!form.invoiceSameAsDelivery) {
      const inv = form.individual;
      if (!inv.firstName.trim()) errors['individualInvoice.firstName'] = REQUIRED;
      if (!inv.lastName.trim()) errors['individualInvoice.lastName'] = REQUIRED;
      if (!EMAIL.test(inv.email.trim())) errors['individualInvoice.email'] = VALIDATION_TEXTS.email;
      place(errors, 'individualInvoice', inv);
    }
  } else {
    const inv = form.company;
    if (!inv.title.trim()) errors['companyInvoice.title'] = REQUIRED;
    if (!inv.taxOffice.trim()) errors['companyInvoice.taxOffice'] = REQUIRED;
    if (!isValidVkn(inv.taxNumber.trim()))
      errors['companyInvoice.taxNumber'] = VALIDATION_TEXTS.taxNumber;
    place(errors, 'companyInvoice', inv);
  }
  if (!form.acceptedContracts) {
    errors.acceptedContracts = 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayın.';
  }
  return errors;
}

/** Server field paths ("body.deliveryContact.phone") as the form's keys. */
export function formErrorsFromApi(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^body\./, ''), v]));
}

/** What checkout step 1 can start from for a signed-in customer. */
export interface CheckoutPrefill {
  profile: { firstName: string; lastName: string; email: string | null; phone: string } | null;
  /** The customer's last order with its full details (they own it). */
  lastOrder: Pick<
    OrderView,
    'deliveryContact' | 'shippingAddress' | 'individualInvoice' | 'companyInvoice'
  > | null;
}

/**
 * The form filled in for a signed-in customer: contact from the last order, else the profile
 * (the profile's phone is the one they proved); delivery address and invoice from the last
 * order. A TCKN is never filled in (orders keep it masked), and the contracts are never
 * pre-accepted.
 */
export function prefilledCheckoutForm({ profile, lastOrder }: CheckoutPrefill): CheckoutForm {
  const form: CheckoutForm = structuredClone(initialCheckoutForm);
  const last = lastOrder?.deliveryContact;
  form.contact = {
    firstName: last?.firstName || profile?.firstName || '',
    lastName: last?.lastName || profile?.lastName || '',
    phone: formatTrPhone(last?.phone || profile?.phone || ''),
    email: last?.email || profile?.email || '',
  };
  const address = lastOrder?.shippingAddress;
  if (address) {
    form.shipping = {
      province: address.province,
      district: address.district,
      address: address.address,
    };
  }
  const company = lastOrder?.companyInvoice;
  const individual = lastOrder?.individualInvoice;
  if (company) {
    form.invoiceType = 'company';
    form.company = { ...company };
  } else if (individual && address) {
    const same =
      individual.firstName === form.contact.firstName &&
      individual.lastName === form.contact.lastName &&
      individual.email === form.contact.email &&
      individual.province === address.province &&
      individual.district === address.district &&
      individual.address === address.address;
    form.invoiceSameAsDelivery = same;
    form.individual = {
      firstName: individual.firstName,
      lastName: individual.lastName,
      email: individual.email,
      identityNumber: '',
      province: individual.province,
      district: individual.district,
      address: individual.address,
    };
  }
  return form;
}
