import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Faults,
  type Parcel,
  ParcelBook,
  type ParcelState,
  registerParcelControls,
} from '../carriers/parcels';
import {
  acceptXml,
  envelope,
  type Fields,
  fault,
  hold,
  many,
  manyText,
  readEnvelope,
  sendXml,
  str,
  type XmlObject,
} from '../carriers/soap';
import type { SandboxProvider } from '../index';

export type YurticiPaymentKind = 'sender' | 'cod_cash' | 'cod_card';

/**
 * Users the shop uses against this stand-in when YURTICI_* is not set: Yurtiçi binds the
 * payment kind to the user, so there is one per kind. The sender-pays pair is Yurtiçi's public
 * test user (YKTEST / YK); the others open nothing real.
 */
export const YURTICI_SANDBOX_CREDENTIALS = {
  sender: { username: 'YKTEST', password: 'YK' },
  cod_cash: { username: 'YKTESTTAHSILATNAKIT', password: 'YK' },
  cod_card: { username: 'YKTESTTAHSILATKART', password: 'YK' },
} as const satisfies Record<YurticiPaymentKind, { username: string; password: string }>;

export const YURTICI_PATH = '/KOPSWebServices/ShippingOrderDispatcherServices';
const NAMESPACE = 'http://yurticikargo.com.tr/ShippingOrderDispatcherServices';

/**
 * Error codes this stand-in answers with. 60020 (cargoKey exists) is Yurtiçi's (public
 * clients); the others are this project's assumptions, equal to the shop's defaults.
 */
export const YURTICI_SANDBOX_CODES = {
  badLogin: '936',
  notFound: '60001',
  missingField: '60010',
  duplicateKey: '60020',
  returnCodeExists: '60030',
  cancelNotAllowed: '60045',
  addressRefused: '60051',
  paymentKindMismatch: '60060',
  queryTooSoon: '60099',
  systemError: '99999',
} as const;

/** operationCode / operationStatus / message per state (returned: in delivery + returnStatus). */
const OPERATION: Record<ParcelState, { code: string; status: string; text: string }> = {
  created: { code: '0', status: 'NOP', text: 'Kargo işlem görmemiş.' },
  picked_up: {
    code: '2',
    status: 'ISR',
    text: 'Kargo işlem görmüş, faturası henüz düzenlenmemiştir.',
  },
  in_transit: { code: '1', status: 'IND', text: 'Kargo teslimattadır.' },
  delivered: { code: '5', status: 'DLV', text: 'Kargo teslim edilmiştir.' },
  returned: { code: '1', status: 'IND', text: 'Kargo göndericiye iade edilmiştir.' },
  cancelled: { code: '4', status: 'ISC', text: 'Kargo daha önceden iptal edilmiştir.' },
};

export interface YurticiSandboxOptions {
  now?: () => number;
  /** Parcels move one step every stepMs of stand-in time (default 2 h; null: only on a call). */
  stepMs?: number | null;
  /** How long "timeout-after-store" holds the answer (default 30 s). */
  hangMs?: number;
  /** Yurtiçi refuses a repeated query for the same key within this time (default 60 s; 0 off). */
  queryCooldownMs?: number;
}

export interface ReturnCodeRecord {
  code: string;
  startDate: string;
  endDate: string;
  maxCount: number;
  cancelled: boolean;
}

export interface YurticiSandbox extends SandboxProvider {
  book: ParcelBook;
  faults: Faults;
  returnCodes: Map<string, ReturnCodeRecord>;
}

function ykDateTime(at: number): { date: string; time: string } {
  const iso = new Date(at + 3 * 3_600_000).toISOString();
  return {
    date: iso.slice(0, 10).replaceAll('-', ''),
    time: iso.slice(11, 19).replaceAll(':', ''),
  };
}

/** Yurtiçi Kargo's ShippingOrderDispatcherServices (SOAP): errors inside HTTP 200 answers. */
export function yurticiSandbox(options: YurticiSandboxOptions = {}): YurticiSandbox {
  const book = new ParcelBook({
    ...(options.now ? { now: options.now } : {}),
    stepMs: options.stepMs === undefined ? 2 * 3_600_000 : options.stepMs,
    onPickup: (parcel) => {
      parcel.trackingNumber ??= String(100_000_000_000 + randomInt(0, 899_999_999_999));
    },
  });
  const faults = new Faults();
  const returnCodes = new Map<string, ReturnCodeRecord>();
  const lastQuery = new Map<string, number>();
  const hangMs = options.hangMs ?? 30_000;
  const cooldown = options.queryCooldownMs ?? 60_000;

  function kindOf(fields: Fields): YurticiPaymentKind | null {
    const user = str(fields.wsUserName);
    const password = str(fields.wsPassword);
    for (const [kind, credential] of Object.entries(YURTICI_SANDBOX_CREDENTIALS)) {
      if (credential.username === user && credential.password === password) {
        return kind as YurticiPaymentKind;
      }
    }
    return null;
  }

  const failed = (code: string, message: string): XmlObject => ({
    outFlag: '1',
    outResult: message,
    errCode: code,
  });

  function createShipment(fields: Fields, kind: YurticiPaymentKind): XmlObject {
    const orders = many(fields.ShippingOrderVO);
    if (orders.length === 0)
      return failed(YURTICI_SANDBOX_CODES.missingField, 'ShippingOrderVO boş');
    const details: XmlObject[] = [];
    let refused = false;
    for (const order of orders) {
      const cargoKey = str(order.cargoKey);
      const invoiceKey = str(order.invoiceKey);
      const detail = (errCode: string, errMessage: string) => {
        refused = true;
        details.push({ cargoKey, invoiceKey, errCode, errMessage });
      };
      const name = str(order.receiverCustName);
      const address = str(order.receiverAddress);
      const collection = str(order.ttInvoiceAmount);
      if (!cargoKey || cargoKey.length > 20) {
        detail(YURTICI_SANDBOX_CODES.missingField, 'cargoKey zorunludur (en çok 20 karakter).');
      } else if (!invoiceKey || invoiceKey.length > 20) {
        detail(YURTICI_SANDBOX_CODES.missingField, 'invoiceKey zorunludur (en çok 20 karakter).');
      } else if (name.length < 5 || (name.match(/\p{L}/gu) ?? []).length < 4) {
        detail(YURTICI_SANDBOX_CODES.missingField, 'receiverCustName en az 5 karakter olmalıdır.');
      } else if (address.length < 5 || address.length > 200) {
        detail(YURTICI_SANDBOX_CODES.missingField, 'receiverAddress 5-200 karakter olmalıdır.');
      } else if (!/^\d{10}$/.test(str(order.receiverPhone1))) {
        detail(YURTICI_SANDBOX_CODES.missingField, 'receiverPhone1 10 haneli olmalıdır.');
      } else if (book.get(cargoKey)) {
        detail(YURTICI_SANDBOX_CODES.duplicateKey, 'Bu kargo anahtarı daha önce kullanılmış.');
      } else if ((kind === 'sender') !== (collection === '')) {
        detail(
          YURTICI_SANDBOX_CODES.paymentKindMismatch,
          kind === 'sender'
            ? 'Bu kullanıcı tahsilatlı teslimat gönderisi oluşturamaz.'
            : 'Tahsilatlı kullanıcı için ttInvoiceAmount zorunludur.',
        );
      } else if (
        kind !== 'sender' &&
        str(order.ttCollectionType) !== (kind === 'cod_card' ? '1' : '0')
      ) {
        detail(
          YURTICI_SANDBOX_CODES.paymentKindMismatch,
          'ttCollectionType bu kullanıcının tahsilat türüyle uyuşmuyor.',
        );
      } else if (
        !str(order.townName) ||
        faults.take('createShipment', (mode) => mode === 'refuse-address') === 'refuse-address'
      ) {
        detail(
          YURTICI_SANDBOX_CODES.addressRefused,
          `Alıcı ilçesi bulunamadı ya da hizmet verilmiyor: ${str(order.townName)} / ${str(order.cityName)}`,
        );
      } else {
        book.add({
          key: cargoKey,
          trackingNumber: null,
          user: str(fields.wsUserName),
          codKurus: collection ? Math.round(Number(collection) * 100) : null,
          fields: order,
        });
        details.push({ cargoKey, invoiceKey, errCode: '0', errMessage: '' });
      }
    }
    return {
      ShippingOrderResultVO: {
        outFlag: refused ? '1' : '0',
        outResult: refused ? 'Hatalı kayıtlar var.' : 'Başarılı',
        count: orders.length,
        jobId: randomInt(1_000_000, 9_999_999),
        shippingOrderDetailVO: details,
      },
    };
  }

  function deliveryDetail(key: string, parcel: Parcel | undefined): XmlObject {
    if (!parcel) {
      return {
        cargoKey: key,
        errCode: YURTICI_SANDBOX_CODES.notFound,
        errMessage: 'Kayıt bulunamadı.',
      };
    }
    const operation = OPERATION[parcel.state];
    const item: XmlObject = {
      docId: parcel.trackingNumber,
      trackingUrl: parcel.trackingNumber
        ? `https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=${parcel.trackingNumber}`
        : null,
      totalDesi: str(parcel.fields.desi) || '1',
      totalKg: str(parcel.fields.kg) || '1',
      totalPrice: parcel.state === 'created' ? null : '89.90',
      rejectStatus: '0',
      returnStatus: parcel.state === 'returned' ? '1' : '0',
      invDocCargoVOArray: parcel.events
        .filter((event) => event.state !== 'created')
        .map((event) => {
          const { date, time } = ykDateTime(event.at);
          return {
            eventId: OPERATION[event.state].code,
            eventName: OPERATION[event.state].text,
            unitName: 'Kadıköy Şube',
            cityName: 'İSTANBUL',
            townName: 'KADIKÖY',
            eventDate: date,
            eventTime: time,
          };
        }),
    };
    return {
      cargoKey: parcel.key,
      invoiceKey: str(parcel.fields.invoiceKey),
      operationCode: operation.code,
      operationStatus: operation.status,
      operationMessage: operation.text,
      errCode: '0',
      shippingDeliveryItemDetailVO: item,
    };
  }

  function queryShipment(fields: Fields): XmlObject {
    const keys = manyText(fields.keys);
    const now = book.now();
    if (cooldown > 0 && keys.some((key) => now - (lastQuery.get(key) ?? -Infinity) < cooldown)) {
      return {
        ShippingDeliveryVO: failed(
          YURTICI_SANDBOX_CODES.queryTooSoon,
          'Aynı gönderi için 1 dakika içinde tekrar sorgu yapılamaz.',
        ),
      };
    }
    for (const key of keys) lastQuery.set(key, now);
    const byInvoice = str(fields.keyType) === '1';
    const details = keys.map((key) => {
      const parcel = byInvoice
        ? book.list().find((p) => str(p.fields.invoiceKey) === key)
        : book.get(key);
      return deliveryDetail(key, parcel);
    });
    return {
      ShippingDeliveryVO: {
        outFlag: '0',
        outResult: 'Başarılı',
        count: details.length,
        shippingDeliveryDetailVO: details,
      },
    };
  }

  function cancelDispatch(fields: Fields): XmlObject {
    const details = manyText(fields.cargoKeys).map((key) => {
      const parcel = book.get(key);
      if (!parcel) {
        return {
          cargoKey: key,
          errCode: YURTICI_SANDBOX_CODES.notFound,
          errMessage: 'Kayıt bulunamadı.',
        };
      }
      if (parcel.state === 'cancelled') {
        return {
          cargoKey: key,
          errCode: '0',
          operationCode: '4',
          operationMessage: OPERATION.cancelled.text,
        };
      }
      if (parcel.state !== 'created') {
        return {
          cargoKey: key,
          errCode: YURTICI_SANDBOX_CODES.cancelNotAllowed,
          errMessage: 'Kargo işlem gördüğü için iptal edilemez.',
        };
      }
      book.cancel(parcel);
      return { cargoKey: key, errCode: '0', operationCode: '4', operationMessage: 'İptal edildi.' };
    });
    const refused = details.some((detail) => detail.errCode !== '0');
    return {
      ShippingOrderResultVO: {
        outFlag: refused ? '1' : '0',
        outResult: refused ? 'Hatalı kayıtlar var.' : 'Başarılı',
        count: details.length,
        shippingCancelDetailVO: details,
      },
    };
  }

  function saveReturnCode(fields: Fields): XmlObject {
    const code = str(fields.returnCode);
    const startDate = str(fields.startDate);
    const endDate = str(fields.endDate);
    if (str(fields.fieldName) !== '16') {
      return {
        XShipmentDataResponse: failed(
          YURTICI_SANDBOX_CODES.missingField,
          'fieldName 16 olmalıdır.',
        ),
      };
    }
    if (
      !/^[A-Za-z0-9]{4,20}$/.test(code) ||
      !/^\d{8}$/.test(startDate) ||
      !/^\d{8}$/.test(endDate)
    ) {
      return {
        XShipmentDataResponse: failed(
          YURTICI_SANDBOX_CODES.missingField,
          'returnCode, startDate ve endDate (YYYYMMDD) zorunludur.',
        ),
      };
    }
    const existing = returnCodes.get(code);
    if (existing && !existing.cancelled) {
      return {
        XShipmentDataResponse: failed(
          YURTICI_SANDBOX_CODES.returnCodeExists,
          'Bu iade kodu zaten tanımlı.',
        ),
      };
    }
    returnCodes.set(code, {
      code,
      startDate,
      endDate,
      maxCount: Number(str(fields.maxCount)) || 1,
      cancelled: false,
    });
    return { XShipmentDataResponse: { outFlag: '0', outResult: 'Başarılı', errCode: '0' } };
  }

  function cancelReturnCode(fields: Fields): XmlObject {
    const record = returnCodes.get(str(fields.returnCode));
    if (!record) {
      return {
        XShipmentDataResponse: failed(YURTICI_SANDBOX_CODES.notFound, 'İade kodu bulunamadı.'),
      };
    }
    record.cancelled = true;
    return { XShipmentDataResponse: { outFlag: '0', outResult: 'Başarılı', errCode: '0' } };
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const soap = readEnvelope(String(request.body ?? ''));
    if (!soap) return sendXml(reply, fault('Geçersiz SOAP isteği'), 500);
    const { operation, fields } = soap;
    const mode = faults.take(operation, (m) =>
      ['server-error', 'error-in-200', 'timeout-after-store'].includes(m),
    );
    if (mode === 'server-error') return sendXml(reply, fault('Sunucu hatası'), 500);
    const kind = kindOf(fields);
    const respond = (content: XmlObject) => sendXml(reply, envelope(operation, NAMESPACE, content));
    const resultName =
      operation === 'queryShipment'
        ? 'ShippingDeliveryVO'
        : operation.includes('ReturnShipmentCode')
          ? 'XShipmentDataResponse'
          : 'ShippingOrderResultVO';
    if (mode === 'error-in-200') {
      return respond({
        [resultName]: {
          outFlag: '2',
          outResult: 'Sistem hatası, daha sonra tekrar deneyiniz.',
          errCode: YURTICI_SANDBOX_CODES.systemError,
        },
      });
    }
    if (!kind) {
      return respond({
        [resultName]: failed(YURTICI_SANDBOX_CODES.badLogin, 'Kullanıcı adı veya şifre hatalı.'),
      });
    }
    let content: XmlObject;
    switch (operation) {
      case 'createShipment':
        content = createShipment(fields, kind);
        break;
      case 'queryShipment':
        content = queryShipment(fields);
        break;
      case 'cancelDispatch':
      case 'cancelShipment':
        content = cancelDispatch(fields);
        break;
      case 'saveReturnShipmentCode':
        content = saveReturnCode(fields);
        break;
      case 'cancelReturnShipmentCode':
        content = cancelReturnCode(fields);
        break;
      default:
        return sendXml(reply, fault(`Bilinmeyen işlem: ${operation}`), 500);
    }
    if (mode === 'timeout-after-store') {
      await hold(request, hangMs);
      return reply;
    }
    return respond(content);
  }

  return {
    name: 'yurtici',
    description:
      'Yurtiçi Kargo SOAP (ShippingOrderDispatcherServices): createShipment, queryShipment, ' +
      'cancelDispatch, saveReturnShipmentCode; one user per payment kind; POST ' +
      'shipments/{key}/advance, switches, clock',
    book,
    faults,
    returnCodes,
    register(app: FastifyInstance) {
      acceptXml(app);
      app.post(YURTICI_PATH, answer);
      app.get('/return-codes', async () => ({ returnCodes: [...returnCodes.values()] }));
      registerParcelControls(app, book, faults, () => ({
        service: 'Yurtiçi Kargo',
        path: YURTICI_PATH,
        users: Object.fromEntries(
          Object.entries(YURTICI_SANDBOX_CREDENTIALS).map(([kind, c]) => [kind, c.username]),
        ),
      }));
    },
  };
}
