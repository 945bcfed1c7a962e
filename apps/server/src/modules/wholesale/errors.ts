import { errorCodes, wholesaleErrorCodes } from '@carsi/contract';
import { AppError } from '../../http/errors';

/** Refusals of the wholesale portal: each a Turkish 4xx, nothing written. */
export const wholesaleErrors = {
  notOwned: () =>
    new AppError(403, wholesaleErrorCodes.notOwned, 'Bu kayıt toptan hesabınıza ait değil.'),
  orderNotFound: () => new AppError(404, errorCodes.notFound, 'Toptan sipariş bulunamadı.'),
  accountNotFound: () => new AppError(404, errorCodes.notFound, 'Toptan hesap bulunamadı.'),
  addressNotFound: () => new AppError(404, errorCodes.notFound, 'Teslimat adresi bulunamadı.'),
  notAvailable: (what: string) =>
    new AppError(
      409,
      wholesaleErrorCodes.notAvailable,
      `${what} toptan satışta değil; sepetten çıkarın.`,
    ),
  badTaxNumber: () =>
    new AppError(400, wholesaleErrorCodes.badTaxNumber, 'Vergi numarası geçerli değil.', [
      { field: 'body.currentAccountTaxNumber', message: 'Vergi numarası geçerli değil.' },
    ]),
  noLimits: () =>
    new AppError(
      409,
      wholesaleErrorCodes.belowLevelOne,
      'Hesabınız için alım seviyeleri henüz tanımlanmadı; lütfen bizimle iletişime geçin.',
    ),
  belowLevelOne: (message: string) => new AppError(409, wholesaleErrorCodes.belowLevelOne, message),
  paymentMethodNotAllowed: () =>
    new AppError(
      403,
      wholesaleErrorCodes.paymentMethodNotAllowed,
      'Bu ödeme yöntemini kullanma izniniz yok.',
    ),
  cardPaymentRequired: () =>
    new AppError(
      409,
      errorCodes.conflict,
      'Kartla ödenecek sipariş, ödeme kuruluşu ödemeyi onaylamadan onaylanamaz.',
    ),
  notPayableByCard: () =>
    new AppError(409, errorCodes.conflict, 'Bu sipariş kartla ödeme beklemiyor.'),
  cartAlreadyOrdered: () =>
    new AppError(
      409,
      wholesaleErrorCodes.cartAlreadyOrdered,
      'Bu sepet için sipariş zaten oluşturuldu. Siparişlerim sayfasından takip edebilirsiniz.',
    ),
  emptyCart: () => new AppError(409, wholesaleErrorCodes.belowLevelOne, 'Alışveriş sepetiniz boş'),
  overAllocation: (message: string) =>
    new AppError(409, wholesaleErrorCodes.overAllocation, message),
  badReceipt: (message: string) => new AppError(400, wholesaleErrorCodes.badReceipt, message),
  receiptTooLarge: (maxMb: number) =>
    new AppError(
      413,
      wholesaleErrorCodes.badReceipt,
      `Dekont dosyası en çok ${maxMb} MB olabilir.`,
    ),
  receiptRequired: () =>
    new AppError(
      409,
      wholesaleErrorCodes.receiptRequired,
      'Havale dekontu yüklenmeden sipariş onaylanamaz.',
    ),
  notPendingTransfer: () =>
    new AppError(409, errorCodes.conflict, 'Bu sipariş havale beklemiyor; dekont yüklenemez.'),
  notCancellable: () =>
    new AppError(409, errorCodes.conflict, 'Yalnızca ödemesi beklenen sipariş iptal edilebilir.'),
  freeGoodsClosed: () =>
    new AppError(
      409,
      errorCodes.conflict,
      'Kargoya verilmiş veya iptal edilmiş siparişe mal fazlası eklenemez.',
    ),
  badLimits: () =>
    new AppError(
      400,
      errorCodes.validation,
      'Seviye tutarları birinci seviyeden üçüncüye artmalı.',
    ),
};
