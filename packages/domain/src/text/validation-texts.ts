/**
 * Field messages the server's validation and the web forms both show, worded once (Turkish,
 * shopper-facing). A form that checks before sending uses the same words as the API's 400.
 */
export const VALIDATION_TEXTS = {
  required: 'Bu alan zorunludur.',
  mobilePhone: 'Geçerli bir cep telefonu numarası girin (05xx xxx xx xx).',
  email: 'Geçerli bir e-posta adresi girin.',
  identityNumber: 'T.C. kimlik numarası geçerli değil.',
  taxNumber: 'Vergi kimlik numarası geçerli değil.',
} as const;
