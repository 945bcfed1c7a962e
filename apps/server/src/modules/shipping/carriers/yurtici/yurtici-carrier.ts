import {
  type Carrier,
  CarrierAddressRefusedError,
  CarrierCancelNotAllowedError,
  type CarrierCapabilities,
  CarrierDuplicateKeyError,
  CarrierNotConfiguredError,
  type CarrierOperation,
  CarrierRefusedError,
  type CarrierShipment,
  CarrierShipmentNotFoundError,
  type CarrierState,
  type CreateShipmentInput,
  type CreateShipmentResult,
  type PaymentKind,
  type ReturnCode,
  type ReturnCodeInput,
  type ShipmentRef,
  type TrackingEvent,
  type TrackingResult,
} from '../carrier';
import { decimalToKurus, gramsToKg, kurusToDecimal, stateOf, tenDigitPhone } from '../common';
import {
  type CarrierLogger,
  callSoap,
  child,
  list,
  type Parsed,
  text,
  type XmlObject,
} from '../soap';

export interface YurticiCredential {
  username: string;
  password: string;
}

/**
 * Yurtiçi's error codes as this client reads them. 60020 (cargoKey exists) is documented by
 * public clients; the others are not published, so each list is an option.
 */
export const YURTICI_DEFAULT_CODES = {
  duplicateKey: ['60020'],
  addressRefused: ['60051'],
  notFound: ['60001'],
  cancelNotAllowed: ['60045'],
  /**
   * saveReturnShipmentCode: this code is already defined. Our codes are random (32⁸) and stored
   * before the call, so it means an earlier call of ours landed: the code stands.
   */
  returnCodeExists: ['60030'],
} as const;

export type YurticiCodes = { [K in keyof typeof YURTICI_DEFAULT_CODES]: readonly string[] };

/**
 * operationCode → state: 0 NOP (not processed yet), 1 IND (in delivery), 2 ISR (processed, not
 * invoiced: picked up), 3 CNL (shipment blocked: needs attention), 4 ISC (cancelled earlier),
 * 5 DLV (delivered), 6 BI (invoice cancelled by the branch). The meanings beyond the codes'
 * names are not confirmed; `returnStatus` 1 makes any open shipment "returned".
 */
export const YURTICI_DEFAULT_STATUS_MAP: Readonly<Record<string, CarrierState>> = {
  '0': 'created',
  '1': 'in_transit',
  '2': 'picked_up',
  '3': 'unknown',
  '4': 'cancelled',
  '5': 'delivered',
  '6': 'cancelled',
};

export interface YurticiCarrierOptions {
  url: string | (() => string);
  /** Yurtiçi binds the payment kind to the user: one credential per kind. */
  credentials: {
    sender: YurticiCredential;
    cod_cash: YurticiCredential | null;
    cod_card: YurticiCredential | null;
  };
  statusMap?: Readonly<Record<string, CarrierState>>;
  codes?: Partial<YurticiCodes>;
  namespace?: string;
  /** Repeated queries within about a minute are refused; answers are kept this long (60 s). */
  queryCacheMs?: number;
  /** Public tracking page, `{docId}` replaced, when Yurtiçi's answer has no trackingUrl. */
  trackingUrlTemplate?: string;
  timeoutMs?: number;
  logger?: CarrierLogger;
  now?: () => number;
}

export const YURTICI_NAMESPACE = 'http://yurticikargo.com.tr/ShippingOrderDispatcherServices';

const CAPABILITIES: CarrierCapabilities = {
  labelFormats: [],
  ownLabelBarcode: 'shipment_key',
  cod: ['cash', 'card'],
  returns: 'code',
  cancellableUntil: 'created',
  trackByKey: true,
  maxKeyLength: 20,
};

/** "20261128" + "140300" (Turkey time) → Date. */
function parseYkTime(date: string, time: string): Date {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  if (!d) return new Date(0);
  const t = /^(\d{2})(\d{2})(\d{2})?$/.exec(time.padStart(6, '0')) ?? [];
  return new Date(`${d[1]}-${d[2]}-${d[3]}T${t[1] ?? '00'}:${t[2] ?? '00'}:${t[3] ?? '00'}+03:00`);
}

function ykDate(date: Date): string {
  const turkey = new Date(date.getTime() + 3 * 3_600_000);
  return turkey.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The answer's value object (the response element's one child, whatever Yurtiçi names it). */
function resultOf(answer: Parsed): Parsed {
  for (const value of Object.values(answer)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Parsed;
  }
  return answer;
}

/**
 * Yurtiçi Kargo's ShippingOrderDispatcherServices: createShipment by our cargoKey,
 * queryShipment (cached: Yurtiçi refuses repeats within about a minute), cancelDispatch,
 * saveReturnShipmentCode / cancelReturnShipmentCode. Errors come inside HTTP 200 answers
 * (`outFlag` and per-item `errCode`).
 */
export class YurticiCarrier implements Carrier {
  readonly code = 'yurtici' as const;
  readonly displayName = 'Yurtiçi Kargo';
  readonly capabilities: CarrierCapabilities;
  private readonly codes: YurticiCodes;
  private readonly now: () => number;
  private readonly cache = new Map<string, { at: number; shipment: TrackingResult | null }>();

  constructor(private readonly options: YurticiCarrierOptions) {
    this.codes = { ...YURTICI_DEFAULT_CODES, ...options.codes };
    this.now = options.now ?? Date.now;
    const cod: CarrierCapabilities['cod'] = [
      ...(options.credentials.cod_cash ? (['cash'] as const) : []),
      ...(options.credentials.cod_card ? (['card'] as const) : []),
    ];
    this.capabilities = { ...CAPABILITIES, cod };
  }

  private credential(payment: PaymentKind, operation: CarrierOperation): YurticiCredential {
    const credential = this.options.credentials[payment];
    if (!credential) {
      const what =
        payment === 'cod_cash'
          ? 'kapıda nakit ödeme kullanıcısı'
          : payment === 'cod_card'
            ? 'kapıda kartla ödeme kullanıcısı'
            : 'gönderici ödemeli kullanıcı';
      throw new CarrierNotConfiguredError('yurtici', operation, what);
    }
    return credential;
  }

  private async call(
    operation: CarrierOperation,
    soapOperation: string,
    body: XmlObject,
    write: boolean,
  ): Promise<Parsed> {
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    const answer = await callSoap({
      carrier: 'yurtici',
      operation,
      url,
      namespace: this.options.namespace ?? YURTICI_NAMESPACE,
      soapOperation,
      soapAction: '',
      body,
      timeoutMs: this.options.timeoutMs ?? 20_000,
      write,
      logger: this.options.logger,
    });
    return resultOf(answer);
  }

  async createShipment(input: CreateShipmentInput): Promise<CreateShipmentResult> {
    if (input.key.length > CAPABILITIES.maxKeyLength) {
      throw new RangeError(`shipment key longer than ${CAPABILITIES.maxKeyLength}: ${input.key}`);
    }
    const codKind =
      input.payment === 'cod_cash' ? 'cash' : input.payment === 'cod_card' ? 'card' : null;
    if (codKind && input.cod?.kind !== codKind) {
      throw new CarrierRefusedError(
        'yurtici',
        'createShipment',
        null,
        'Kapıda ödeme tutarı ve türü ödeme şekliyle uyuşmuyor.',
        'cod',
      );
    }
    const { username, password } = this.credential(input.payment, 'createShipment');
    const recipient = input.recipient;
    const totalDesi = input.pieces.reduce((sum, piece) => sum + piece.desi, 0);
    const totalGrams = input.pieces.reduce((sum, piece) => sum + piece.weightGrams, 0);
    const order: XmlObject = {
      cargoKey: input.key,
      invoiceKey: input.invoiceKey ?? input.key,
      receiverCustName: recipient.name,
      receiverAddress: recipient.addressLine,
      cityName: recipient.province,
      townName: recipient.district,
      receiverPhone1: tenDigitPhone(recipient.phone),
      emailAddress: recipient.email,
      taxNumber: recipient.taxNumber,
      cargoCount: input.pieces.length,
      desi: totalDesi,
      kg: gramsToKg(totalGrams),
      waybillNo: input.waybillNumber,
      description: input.contents,
      specialField1: `1$${input.orderNumber}#`,
      ...(codKind && input.cod
        ? {
            ttCollectionType: codKind === 'card' ? '1' : '0',
            ttInvoiceAmount: kurusToDecimal(input.cod.amountKurus),
            ttDocumentId: input.orderNumber,
            ttDocumentSaveType: '0',
            ...(codKind === 'card' ? { dcSelectedCredit: '1', dcCreditRule: '1' } : {}),
          }
        : {}),
    };
    const result = await this.call(
      'createShipment',
      'createShipment',
      {
        wsUserName: username,
        wsPassword: password,
        userLanguage: 'TR',
        ShippingOrderVO: order,
      },
      true,
    );
    const detail = list(result.shippingOrderDetailVO)[0];
    const errCode = text(detail?.errCode) || text(result.errCode);
    const errText = text(detail?.errMessage) || text(result.outResult);
    if (text(result.outFlag) !== '0' || (errCode && errCode !== '0')) {
      if (this.codes.duplicateKey.includes(errCode)) {
        throw new CarrierDuplicateKeyError('yurtici', input.key, errCode, errText);
      }
      if (this.codes.addressRefused.includes(errCode)) {
        throw new CarrierAddressRefusedError(
          'yurtici',
          'createShipment',
          recipient.province,
          recipient.district,
          errText || 'adres kabul edilmedi',
          { carrierCode: errCode, carrierText: errText },
        );
      }
      throw new CarrierRefusedError('yurtici', 'createShipment', errCode || null, errText);
    }
    this.cache.delete(input.key);
    return {
      alreadyExisted: false,
      shipment: {
        key: input.key,
        // Yurtiçi gives its shipment number (docId) only after the branch has processed it.
        trackingNumber: null,
        state: 'created',
        statusText: errText || 'Kargo kaydı oluşturuldu',
        statusCode: '0',
        trackingUrl: null,
        labels: [],
      },
    };
  }

  private async lookUp(
    ref: ShipmentRef,
    operation: CarrierOperation,
  ): Promise<TrackingResult | null> {
    const cacheMs = this.options.queryCacheMs ?? 60_000;
    const cached = this.cache.get(ref.key);
    if (cached && this.now() - cached.at < cacheMs) return cached.shipment;
    const { username, password } = this.credential(ref.payment ?? 'sender', operation);
    const result = await this.call(
      operation,
      'queryShipment',
      {
        wsUserName: username,
        wsPassword: password,
        wsLanguage: 'TR',
        keys: ref.key,
        keyType: 0,
        addHistoricalData: true,
        onlyTracking: false,
      },
      false,
    );
    if (text(result.outFlag) !== '0' && !list(result.shippingDeliveryDetailVO).length) {
      throw new CarrierRefusedError(
        'yurtici',
        operation,
        text(result.errCode) || null,
        text(result.outResult),
      );
    }
    const detail = list(result.shippingDeliveryDetailVO).find((d) => text(d.cargoKey) === ref.key);
    const errCode = text(detail?.errCode);
    let shipment: TrackingResult | null;
    if (!detail || this.codes.notFound.includes(errCode)) {
      shipment = null;
    } else if (errCode && errCode !== '0' && text(detail.operationCode) === '') {
      throw new CarrierRefusedError('yurtici', operation, errCode, text(detail.errMessage));
    } else {
      shipment = this.shipmentOf(ref.key, detail);
    }
    this.cache.set(ref.key, { at: this.now(), shipment });
    return shipment;
  }

  private shipmentOf(key: string, detail: Parsed): TrackingResult {
    const item = child(detail, 'shippingDeliveryItemDetailVO') ?? {};
    const overrides = this.options.statusMap ?? {};
    const code = text(detail.operationCode);
    let state = stateOf(code, YURTICI_DEFAULT_STATUS_MAP, overrides) ?? 'unknown';
    const returned = text(item.returnStatus) === '1';
    if (returned && state !== 'cancelled') state = 'returned';
    const events: TrackingEvent[] = list(
      child(item, 'invDocCargoVOArray')?.invDocCargoVO ?? item.invDocCargoVOArray,
    )
      .map((event) => ({
        at: parseYkTime(text(event.eventDate), text(event.eventTime)),
        state: stateOf(text(event.eventId), YURTICI_DEFAULT_STATUS_MAP, overrides) ?? 'in_transit',
        statusText: text(event.eventName),
        statusCode: text(event.eventId) || null,
        location:
          [text(event.unitName), text(event.townName), text(event.cityName)]
            .filter(Boolean)
            .join(', ') || null,
      }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const docId = text(item.docId) || null;
    const template = this.options.trackingUrlTemplate;
    const price = decimalToKurus(text(item.totalPrice));
    const desi = Number(text(item.totalDesi));
    return {
      key,
      trackingNumber: docId,
      state,
      statusText: text(detail.operationMessage) || text(detail.operationStatus),
      statusCode: code || null,
      trackingUrl:
        text(item.trackingUrl) || (docId && template ? template.replace('{docId}', docId) : null),
      billedDesi: text(item.totalDesi) && Number.isFinite(desi) ? desi : null,
      priceKurus: price,
      labels: [],
      events,
      collectedKurus: null,
    };
  }

  async queryShipment(ref: ShipmentRef): Promise<CarrierShipment | null> {
    const found = await this.lookUp(ref, 'queryShipment');
    if (!found) return null;
    const { events: _events, collectedKurus: _collected, ...shipment } = found;
    return shipment;
  }

  async track(ref: ShipmentRef): Promise<TrackingResult> {
    const found = await this.lookUp(ref, 'track');
    if (!found) throw new CarrierShipmentNotFoundError('yurtici', 'track', ref.key);
    return found;
  }

  async cancelShipment(ref: ShipmentRef): Promise<void> {
    const { username, password } = this.credential(ref.payment ?? 'sender', 'cancelShipment');
    const result = await this.call(
      'cancelShipment',
      'cancelDispatch',
      { wsUserName: username, wsPassword: password, userLanguage: 'TR', cargoKeys: ref.key },
      true,
    );
    this.cache.delete(ref.key);
    const detail = list(result.shippingCancelDetailVO)[0];
    const errCode = text(detail?.errCode) || text(result.errCode);
    const errText = text(detail?.errMessage) || text(result.outResult);
    if (text(result.outFlag) === '0' && (!errCode || errCode === '0')) return;
    if (this.codes.cancelNotAllowed.includes(errCode)) {
      throw new CarrierCancelNotAllowedError('yurtici', ref.key, errCode, errText);
    }
    if (this.codes.notFound.includes(errCode)) {
      throw new CarrierShipmentNotFoundError('yurtici', 'cancelShipment', ref.key);
    }
    throw new CarrierRefusedError('yurtici', 'cancelShipment', errCode || null, errText);
  }

  /** A return code the customer quotes at any Yurtiçi branch (special field 16). */
  async createReturnCode(input: ReturnCodeInput): Promise<ReturnCode> {
    if (!/^[A-Z0-9]{4,20}$/.test(input.code)) {
      throw new RangeError(`return code must be 4–20 upper-case letters or digits: ${input.code}`);
    }
    const { username, password } = this.credential('sender', 'createReturnCode');
    const result = await this.call(
      'createReturnCode',
      'saveReturnShipmentCode',
      {
        wsUserName: username,
        wsPassword: password,
        wsLanguage: 'TR',
        fieldName: 16,
        returnCode: input.code,
        startDate: ykDate(input.validFrom),
        endDate: ykDate(input.validUntil),
        maxCount: input.maxCount ?? 1,
      },
      true,
    );
    const errCode = text(result.errCode);
    if (this.codes.returnCodeExists.includes(errCode)) {
      this.options.logger?.info(
        { carrier: 'yurtici', returnCode: input.code, errCode },
        'return code already defined: an earlier call landed',
      );
      return { code: input.code, validUntil: input.validUntil };
    }
    if (text(result.outFlag) !== '0' || (errCode && errCode !== '0')) {
      throw new CarrierRefusedError(
        'yurtici',
        'createReturnCode',
        errCode || null,
        text(result.outResult),
      );
    }
    return { code: input.code, validUntil: input.validUntil };
  }

  async cancelReturnCode(code: string): Promise<void> {
    const { username, password } = this.credential('sender', 'cancelReturnCode');
    const result = await this.call(
      'cancelReturnCode',
      'cancelReturnShipmentCode',
      {
        wsUserName: username,
        wsPassword: password,
        wsLanguage: 'TR',
        fieldName: 16,
        returnCode: code,
      },
      true,
    );
    const errCode = text(result.errCode);
    if (text(result.outFlag) !== '0' || (errCode && errCode !== '0')) {
      throw new CarrierRefusedError(
        'yurtici',
        'cancelReturnCode',
        errCode || null,
        text(result.outResult),
      );
    }
  }
}
