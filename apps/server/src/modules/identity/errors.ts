import {
  type accountErrorCodes,
  errorCodes,
  identityErrorCodes,
  type staffErrorCodes,
  WHOLESALE_TOKEN_EXPIRED,
} from '@carsi/contract';
import { VALIDATION_TEXTS } from '@carsi/domain';
import type { PrincipalKind } from '../../db/schema';
import { AppError } from '../../http/errors';

// Every failure a person can meet while signing in, with its status and Turkish message.

/** A 400 that names one field, like the contract's own validation errors. */
export const fieldError = (field: string, message: string, code: string = errorCodes.validation) =>
  new AppError(400, code, message, [{ field, message }]);

export const invalidPhone = (field: string) => fieldError(field, VALIDATION_TEXTS.mobilePhone);

export const notSignedIn = () =>
  new AppError(401, errorCodes.unauthorized, 'Bu işlem için giriş yapmanız gerekiyor.');

export function sessionExpired(kind: PrincipalKind): AppError {
  // The wholesale portal watches for this exact (English) message.
  const message =
    kind === 'wholesale'
      ? WHOLESALE_TOKEN_EXPIRED
      : 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.';
  return new AppError(401, identityErrorCodes.tokenExpired, message);
}

export const forbidden = () =>
  new AppError(403, errorCodes.forbidden, 'Bu işlem için yetkiniz yok.');

export const csrfRejected = () =>
  new AppError(
    403,
    identityErrorCodes.csrfRejected,
    'İstek doğrulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.',
  );

export const captchaInvalid = () =>
  new AppError(
    400,
    identityErrorCodes.captchaInvalid,
    'Güvenlik doğrulaması geçersiz ya da süresi dolmuş. Lütfen tekrar deneyin.',
    [{ field: 'captchaValue', message: 'Güvenlik doğrulaması geçersiz ya da süresi dolmuş.' }],
  );

export const codeExpired = () =>
  new AppError(
    401,
    identityErrorCodes.codeExpired,
    'Doğrulama kodunun süresi doldu ya da kod daha önce kullanıldı. Lütfen yeni kod isteyin.',
  );

export const codeWrong = (triesLeft: number) =>
  new AppError(
    401,
    identityErrorCodes.codeInvalid,
    `Doğrulama kodu hatalı. ${triesLeft} deneme hakkınız kaldı.`,
  );

export const codeBurned = () =>
  new AppError(
    429,
    identityErrorCodes.codeBurned,
    'Çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyin.',
  );

export const smsUnavailable = () =>
  new AppError(
    503,
    identityErrorCodes.smsUnavailable,
    'SMS şu anda gönderilemiyor. Lütfen biraz sonra tekrar deneyin.',
  );

type ConflictCode =
  | (typeof accountErrorCodes)[keyof typeof accountErrorCodes]
  | (typeof staffErrorCodes)[keyof typeof staffErrorCodes];

/** A sign-up, approval or staff change that clashes with the account's state, with its code. */
export const conflict = (code: ConflictCode, message: string) => new AppError(409, code, message);

export const notFound = (message: string, code: string = errorCodes.notFound) =>
  new AppError(404, code, message);
