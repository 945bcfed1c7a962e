/** A valid checkout step-1 body; tests override what they need. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    deliveryContact: {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phone: '0532 123 45 67',
      email: 'ayse@example.com',
    },
    shippingAddress: {
      country: 'Türkiye',
      province: 'İstanbul',
      district: 'Kadıköy',
      address: 'Moda Cad. No: 1 D: 2',
    },
    invoiceType: 'individual',
    individualInvoice: {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@example.com',
      province: 'İstanbul',
      district: 'Kadıköy',
      address: 'Moda Cad. No: 1 D: 2',
      identityNumber: '10000000146',
    },
    acceptedContracts: true,
    ...overrides,
  };
}
