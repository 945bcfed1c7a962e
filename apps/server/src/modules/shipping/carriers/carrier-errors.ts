/** Carrier failures: Turkish messages for staff, the carrier's own words for the log. */
import { AppError } from '../../../http/errors';
import type { CarrierCode } from './carrier-types';

/** Our error codes for carrier failures (the API's `code`; the web app reacts to these). */
export const carrierErrorCodes = {
  addressRefused: 'CARRIER_ADDRESS_REFUSED',
  sessionExpired: 'CARRIER_SESSION_EXPIRED',
  duplicateKey: 'CARRIER_DUPLICATE_KEY',
  cancelNotAllowed: 'CARRIER_CANCEL_NOT_ALLOWED',
  refused: 'CARRIER_REFUSED',
  unavailable: 'CARRIER_UNAVAILABLE',
  notFound: 'CARRIER_SHIPMENT_NOT_FOUND',
  labelUnavailable: 'CARRIER_LABEL_UNAVAILABLE',
  notSupported: 'CARRIER_NOT_SUPPORTED',
  notConfigured: 'CARRIER_NOT_CONFIGURED',
} as const;

export type CarrierErrorCode = (typeof carrierErrorCodes)[keyof typeof carrierErrorCodes];

export type CarrierOperation =
  | 'login'
  | 'createShipment'
  | 'queryShipment'
  | 'cancelShipment'
  | 'track'
  | 'label'
  | 'createReturnCode'
  | 'cancelReturnCode'
  | 'createReturnLabel';

/**
 * A carrier failure. `message` is Turkish and safe to show to staff; `carrierCode` and
 * `carrierText` are the carrier's own words for the log and the shipment's history.
 */
export class CarrierError extends Error {
  override readonly name: string = 'CarrierError';
  constructor(
    readonly code: CarrierErrorCode,
    /** HTTP status the API answers with (4xx for our/ the input's fault, 503 when unreachable). */
    readonly status: number,
    message: string,
    readonly carrier: CarrierCode,
    readonly operation: CarrierOperation,
    readonly details: {
      carrierCode?: string | null;
      carrierText?: string | null;
      /** The request field at fault, e.g. "recipient.district". */
      field?: string;
    } = {},
  ) {
    super(message);
  }
}

/** The carrier does not serve or cannot place the address; names the district. */
export class CarrierAddressRefusedError extends CarrierError {
  override readonly name = 'CarrierAddressRefusedError';
  constructor(
    carrier: CarrierCode,
    operation: CarrierOperation,
    readonly province: string,
    readonly district: string,
    reason: string,
    details: { carrierCode?: string | null; carrierText?: string | null } = {},
  ) {
    super(
      carrierErrorCodes.addressRefused,
      422,
      `${carrierName(carrier)} bu adrese gönderi kabul etmedi: ${district} / ${province} (${reason}).`,
      carrier,
      operation,
      { ...details, field: 'recipient.district' },
    );
  }
}

/** The carrier session expired and one renewal did not help. */
export class CarrierSessionExpiredError extends CarrierError {
  override readonly name = 'CarrierSessionExpiredError';
  constructor(
    carrier: CarrierCode,
    operation: CarrierOperation,
    carrierCode?: string | null,
    carrierText?: string | null,
  ) {
    super(
      carrierErrorCodes.sessionExpired,
      503,
      `${carrierName(carrier)} oturumu yenilenemedi. Lütfen birkaç dakika sonra tekrar deneyin.`,
      carrier,
      operation,
      { carrierCode, carrierText },
    );
  }
}

/** The carrier already has a shipment under our key: query it, never create another. */
export class CarrierDuplicateKeyError extends CarrierError {
  override readonly name = 'CarrierDuplicateKeyError';
  constructor(
    carrier: CarrierCode,
    readonly key: string,
    carrierCode?: string | null,
    carrierText?: string | null,
  ) {
    super(
      carrierErrorCodes.duplicateKey,
      409,
      `${carrierName(carrier)} ${key} anahtarlı gönderiyi zaten kayıtlı buluyor.`,
      carrier,
      'createShipment',
      { carrierCode, carrierText },
    );
  }
}

/** Cancel refused because the carrier has picked the parcel up (or invoiced it). */
export class CarrierCancelNotAllowedError extends CarrierError {
  override readonly name = 'CarrierCancelNotAllowedError';
  constructor(
    carrier: CarrierCode,
    readonly key: string,
    carrierCode?: string | null,
    carrierText?: string | null,
  ) {
    super(
      carrierErrorCodes.cancelNotAllowed,
      409,
      `${key} gönderisi ${carrierName(carrier)} tarafından teslim alındığı için iptal edilemez.`,
      carrier,
      'cancelShipment',
      { carrierCode, carrierText },
    );
  }
}

/** The carrier answered HTTP 200 with an error inside (or a business refusal). */
export class CarrierRefusedError extends CarrierError {
  override readonly name = 'CarrierRefusedError';
  constructor(
    carrier: CarrierCode,
    operation: CarrierOperation,
    carrierCode: string | null,
    carrierText: string | null,
    field?: string,
  ) {
    super(
      carrierErrorCodes.refused,
      422,
      `${carrierName(carrier)} isteği reddetti${carrierCode ? ` (${carrierCode})` : ''}: ${carrierText || 'açıklama yok'}`,
      carrier,
      operation,
      { carrierCode, carrierText, ...(field ? { field } : {}) },
    );
  }
}

/**
 * No usable answer: timeout, network failure, HTTP 5xx, or an answer we cannot read.
 * `outcomeUnknown` is true for a write whose request may have reached the carrier — query by
 * key before anything else.
 */
export class CarrierUnavailableError extends CarrierError {
  override readonly name = 'CarrierUnavailableError';
  constructor(
    carrier: CarrierCode,
    operation: CarrierOperation,
    readonly reason: 'timeout' | 'network' | 'server-error' | 'malformed',
    readonly outcomeUnknown: boolean,
    httpStatus?: number,
  ) {
    super(
      carrierErrorCodes.unavailable,
      503,
      `${carrierName(carrier)} hizmetine şu anda ulaşılamıyor${httpStatus ? ` (HTTP ${httpStatus})` : ''}. Lütfen birkaç dakika sonra tekrar deneyin.`,
      carrier,
      operation,
    );
  }
}

export class CarrierShipmentNotFoundError extends CarrierError {
  override readonly name = 'CarrierShipmentNotFoundError';
  constructor(
    carrier: CarrierCode,
    operation: CarrierOperation,
    readonly key: string,
  ) {
    super(
      carrierErrorCodes.notFound,
      404,
      `${carrierName(carrier)} ${key} anahtarlı bir gönderi bulamadı.`,
      carrier,
      operation,
    );
  }
}

/** A label that cannot be produced: cancelled shipment, unsupported format, not yet booked. */
export class CarrierLabelUnavailableError extends CarrierError {
  override readonly name = 'CarrierLabelUnavailableError';
  constructor(carrier: CarrierCode, key: string, reason: string) {
    super(
      carrierErrorCodes.labelUnavailable,
      409,
      `${key} gönderisinin etiketi alınamıyor: ${reason}`,
      carrier,
      'label',
    );
  }
}

/** The operation or option is not offered by this carrier (see its capabilities). */
export class CarrierNotSupportedError extends CarrierError {
  override readonly name = 'CarrierNotSupportedError';
  constructor(carrier: CarrierCode, operation: CarrierOperation, what: string, field?: string) {
    super(
      carrierErrorCodes.notSupported,
      422,
      `${carrierName(carrier)} ile ${what} yapılamıyor.`,
      carrier,
      operation,
      field ? { field } : {},
    );
  }
}

/** Settings for the carrier (or for this payment kind) are missing. */
export class CarrierNotConfiguredError extends CarrierError {
  override readonly name = 'CarrierNotConfiguredError';
  constructor(carrier: CarrierCode, operation: CarrierOperation, what: string) {
    super(
      carrierErrorCodes.notConfigured,
      503,
      `${carrierName(carrier)} ayarları eksik: ${what}.`,
      carrier,
      operation,
    );
  }
}

export function carrierName(code: CarrierCode): string {
  return code === 'ups' ? 'UPS Kargo' : 'Yurtiçi Kargo';
}

/** The API error for a carrier failure (4xx naming the field, 503 when unreachable; never 500). */
export function carrierErrorToAppError(error: CarrierError): AppError {
  const field = error.details.field;
  return new AppError(
    error.status,
    error.code,
    error.message,
    field && error.status < 500 ? [{ field, message: error.message }] : undefined,
  );
}
