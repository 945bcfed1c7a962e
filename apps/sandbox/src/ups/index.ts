import { randomBytes } from 'node:crypto';
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
  obj,
  readEnvelope,
  sendXml,
  str,
  type XmlObject,
} from '../carriers/soap';
import type { SandboxProvider } from '../index';

/**
 * Credentials the shop uses against this stand-in when UPS_* is not set. They open nothing real.
 */
export const UPS_SANDBOX_CREDENTIALS = {
  customerNumber: 'CARSI01',
  username: 'sandbox-carsi-ups',
  password: 'sandbox-carsi-ups-password',
} as const;

export const UPS_CREATE_PATH = '/wsCreateShipment/wsCreateShipment.asmx';
export const UPS_QUERY_PATH = '/QueryPackageInfo/wsQueryPackagesInfo.asmx';

const CREATE_NAMESPACE = 'http://ws.ups.com.tr/wsCreateShipment';
const QUERY_NAMESPACE = 'http://ws.ups.com.tr/wsQueryPackagesInfo';

/** Sessions close after five minutes idle. */
const SESSION_IDLE_MS = 5 * 60_000;

/**
 * Error codes this stand-in answers with. 12 and 20 are UPS's (public clients); the others are
 * this project's assumptions, kept equal to the shop's defaults (docs/decisions/shipping.md).
 */
export const UPS_SANDBOX_CODES = {
  tokenDecode: '12',
  sessionNotFound: '20',
  badLogin: '1',
  missingField: '10',
  areaRefused: '31',
  duplicateReference: '40',
  notFound: '50',
  cancelNotAllowed: '51',
  systemError: '99',
} as const;

/** Transaction status codes and texts per state (34/1/4/2/17 as public sources; 31 assumed). */
const STATUS: Record<ParcelState, { code: string; text: string }> = {
  created: { code: '34', text: 'Gönderi bilgisi UPS sistemine girildi' },
  picked_up: { code: '1', text: 'Gönderi şubeye teslim alındı' },
  in_transit: { code: '4', text: 'Gönderi dağıtıma çıkarıldı' },
  delivered: { code: '2', text: 'Gönderi alıcıya teslim edildi' },
  returned: { code: '17', text: 'Gönderi göndericiye iade edildi' },
  cancelled: { code: '31', text: 'Gönderi iptal edildi' },
};

/** A 1×1 white PNG: the stand-in's label image per package (real labels are 4×6 in). */
const PNG_LABEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==';

export interface UpsSandboxOptions {
  customerNumber?: string;
  username?: string;
  password?: string;
  now?: () => number;
  /** Parcels move one step every stepMs of stand-in time (default 2 h; null: only on a call). */
  stepMs?: number | null;
  /** How long "timeout-after-store" holds the answer (default 30 s). */
  hangMs?: number;
  /** Shop address the printing link points at (default root-relative). */
  publicUrl?: string;
}

export interface UpsSandbox extends SandboxProvider {
  book: ParcelBook;
  faults: Faults;
  /** Logins answered, per service (tests check the session cache). */
  logins: { create: number; query: number };
}

function timestamp(at: number): string {
  // Turkey time, as UPS writes it: 2026-11-28T14:03:00
  return new Date(at + 3 * 3_600_000).toISOString().slice(0, 19);
}

function trackingNumber(): string {
  return `1Z${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** UPS Türkiye's two ASMX services: create (login, shipment, cancel) and query (tracking). */
export function upsSandbox(options: UpsSandboxOptions = {}): UpsSandbox {
  const credentials = {
    customerNumber: options.customerNumber ?? UPS_SANDBOX_CREDENTIALS.customerNumber,
    username: options.username ?? UPS_SANDBOX_CREDENTIALS.username,
    password: options.password ?? UPS_SANDBOX_CREDENTIALS.password,
  };
  const book = new ParcelBook({
    ...(options.now ? { now: options.now } : {}),
    stepMs: options.stepMs === undefined ? 2 * 3_600_000 : options.stepMs,
  });
  const faults = new Faults();
  const sessions = new Map<string, { service: 'create' | 'query'; usedAt: number }>();
  const logins = { create: 0, query: 0 };
  const hangMs = options.hangMs ?? 30_000;
  const origin = (options.publicUrl ?? '').replace(/\/$/, '');

  const result = (op: string, namespace: string, fields: XmlObject) =>
    envelope(op, namespace, { [`${op}Result`]: fields });
  const error = (code: string, definition: string): XmlObject => ({
    ErrorCode: code,
    ErrorDefinition: definition,
  });

  function login(service: 'create' | 'query', fields: Fields): XmlObject {
    const ok =
      str(fields.CustomerNumber) === credentials.customerNumber &&
      str(fields.UserName) === credentials.username &&
      str(fields.Password) === credentials.password;
    if (!ok) return { ...error(UPS_SANDBOX_CODES.badLogin, 'Kullanıcı adı veya şifre hatalı') };
    logins[service]++;
    const id = randomBytes(16).toString('hex');
    sessions.set(id, { service, usedAt: book.now() });
    return { ErrorCode: '0', ErrorDefinition: '', SessionID: id };
  }

  /** Null when the session is good, else the error fields. */
  function checkSession(service: 'create' | 'query', operation: string, id: string) {
    const session = sessions.get(id);
    if (faults.take(operation, (mode) => mode === 'session-expired') === 'session-expired') {
      sessions.delete(id);
      return error(UPS_SANDBOX_CODES.sessionNotFound, 'SESSION NOT FOUND');
    }
    if (!session || session.service !== service) {
      return error(UPS_SANDBOX_CODES.tokenDecode, 'TOKEN DECODE ERROR');
    }
    if (book.now() - session.usedAt > SESSION_IDLE_MS) {
      sessions.delete(id);
      return error(UPS_SANDBOX_CODES.sessionNotFound, 'SESSION NOT FOUND');
    }
    session.usedAt = book.now();
    return null;
  }

  function transactions(parcels: Parcel[]): XmlObject {
    return {
      PackageTransaction: parcels.flatMap((parcel) =>
        parcel.events.map((event) => ({
          TrackingNumber: parcel.trackingNumber,
          CustomerReferance: parcel.key,
          StatusCode: STATUS[event.state].code,
          ExceptionCode: '',
          ProcessDescription1: STATUS[event.state].text,
          OperationBranchName: event.state === 'created' ? '' : 'İSTANBUL AKTARMA',
          ProcessTimeStamp: timestamp(event.at),
        })),
      ),
    };
  }

  function createShipment(fields: Fields, format: 'png' | 'zpl'): XmlObject {
    const info = obj(fields.ShipmentInfo);
    const account = str(info.ShipperAccountNumber);
    if (account !== credentials.customerNumber) {
      return error(UPS_SANDBOX_CODES.missingField, 'ShipperAccountNumber hatalı');
    }
    for (const name of [
      'ConsigneeName',
      'ConsigneeAddress',
      'ConsigneeCityCode',
      'ConsigneeAreaCode',
      'CustomerReferance',
    ]) {
      if (!str(info[name])) return error(UPS_SANDBOX_CODES.missingField, `${name} boş olamaz`);
    }
    const city = Number(str(info.ConsigneeCityCode));
    const area = str(info.ConsigneeAreaCode);
    if (
      !Number.isInteger(city) ||
      city < 1 ||
      city > 81 ||
      !/^\d{1,6}$/.test(area) ||
      faults.take('createShipment', (mode) => mode === 'refuse-address') === 'refuse-address'
    ) {
      return error(
        UPS_SANDBOX_CODES.areaRefused,
        `Alıcı il/ilçe kodu geçersiz ya da hizmet dışı (CityCode ${city}, AreaCode ${area})`,
      );
    }
    const pieces = many(obj(info.PackageDimensions).DimensionInfo);
    if (pieces.length === 0 || Number(str(info.NumberOfPackages)) !== pieces.length) {
      return error(UPS_SANDBOX_CODES.missingField, 'NumberOfPackages ile paket ölçüleri uyuşmuyor');
    }
    const reference = str(info.CustomerReferance);
    const existing = book.get(reference);
    if (existing && existing.state !== 'cancelled') {
      return error(
        UPS_SANDBOX_CODES.duplicateReference,
        `Bu müşteri referansıyla gönderi zaten var: ${existing.trackingNumber}`,
      );
    }
    const cod = str(info.ValueOfGoods);
    const parcel = book.add({
      key: reference,
      trackingNumber: trackingNumber(),
      user: credentials.username,
      codKurus: cod ? Math.round(Number(cod) * 100) : null,
      fields: info,
    });
    const labels = pieces.map((_piece, index) =>
      format === 'zpl'
        ? `^XA^FO40,40^A0N,40,40^FDUPS ${parcel.trackingNumber} ${index + 1}/${pieces.length}^FS^FO40,100^BCN,120,Y,N,N^FD${parcel.trackingNumber}^FS^FO40,260^A0N,30,30^FD${str(info.ConsigneeName)}^FS^XZ`
        : PNG_LABEL,
    );
    return {
      ErrorCode: '0',
      ErrorDefinition: '',
      ShipmentNo: parcel.trackingNumber,
      LinkForLabelPrinting: `${origin}/__sandbox/ups/labels/${parcel.trackingNumber}`,
      [format === 'zpl' ? 'BarkodArrayZpl' : 'BarkodArrayPng']: { string: labels },
    };
  }

  function cancel(fields: Fields): XmlObject {
    if (str(fields.customerCode) !== credentials.customerNumber) {
      return error(UPS_SANDBOX_CODES.missingField, 'customerCode hatalı');
    }
    const parcel = book.byTrackingNumber(str(fields.waybillNumber));
    if (!parcel) return error(UPS_SANDBOX_CODES.notFound, 'Gönderi bulunamadı');
    if (parcel.state === 'cancelled') return { ErrorCode: '0', ErrorDefinition: '' };
    if (parcel.state !== 'created') {
      return error(
        UPS_SANDBOX_CODES.cancelNotAllowed,
        'Gönderi teslim alındığı için iptal edilemez',
      );
    }
    book.cancel(parcel);
    return { ErrorCode: '0', ErrorDefinition: '' };
  }

  async function answer(service: 'create' | 'query', request: FastifyRequest, reply: FastifyReply) {
    const soap = readEnvelope(String(request.body ?? ''));
    if (!soap) return sendXml(reply, fault('Geçersiz SOAP isteği'), 500);
    const { operation, fields } = soap;
    const namespace = service === 'create' ? CREATE_NAMESPACE : QUERY_NAMESPACE;
    const loginOperation = service === 'create' ? 'Login_Type1' : 'Login_V1';
    if (operation === loginOperation) {
      return sendXml(reply, result(operation, namespace, login(service, fields)));
    }
    const mode = faults.take(operation, (m) =>
      ['server-error', 'error-in-200', 'timeout-after-store'].includes(m),
    );
    if (mode === 'server-error') return sendXml(reply, fault('Sunucu hatası'), 500);
    if (mode === 'error-in-200') {
      return sendXml(
        reply,
        result(operation, namespace, error(UPS_SANDBOX_CODES.systemError, 'Sistem hatası')),
      );
    }
    const sessionId = str(fields.SessionID) || str(fields.sessionId);
    const refused = checkSession(service, operation, sessionId);
    if (refused) return sendXml(reply, result(operation, namespace, refused));
    let fieldsOut: XmlObject;
    if (service === 'create' && operation.startsWith('CreateShipment_')) {
      fieldsOut = createShipment(fields, operation.endsWith('_ZPL') ? 'zpl' : 'png');
    } else if (service === 'create' && operation === 'Cancel_Shipment_V1') {
      fieldsOut = cancel(fields);
    } else if (service === 'query' && operation === 'GetTransactionsByTrackingNumber_V1') {
      const parcel = book.byTrackingNumber(str(fields.TrackingNumber));
      fieldsOut = parcel
        ? { ErrorCode: '0', ErrorDefinition: '', Transactions: transactions([parcel]) }
        : error(UPS_SANDBOX_CODES.notFound, 'Gönderi bulunamadı');
    } else if (service === 'query' && operation === 'GetTransactionsByList_V2') {
      const refList = obj(fields.refList);
      const keys = manyText(obj(refList.referansList).string);
      const byNumber = str(refList.referansType) === '0';
      const parcels = keys
        .map((key) => (byNumber ? book.byTrackingNumber(key) : book.get(key)))
        .filter((parcel): parcel is Parcel => parcel !== undefined);
      fieldsOut = { ErrorCode: '0', ErrorDefinition: '', Transactions: transactions(parcels) };
    } else {
      return sendXml(reply, fault(`Bilinmeyen işlem: ${operation}`), 500);
    }
    if (mode === 'timeout-after-store') {
      // The work is done and kept; the answer never arrives.
      await hold(request, hangMs);
      return reply;
    }
    return sendXml(reply, result(operation, namespace, fieldsOut));
  }

  return {
    name: 'ups',
    description:
      'UPS Türkiye SOAP (wsCreateShipment.asmx, wsQueryPackagesInfo.asmx): login, create with ' +
      'PNG/ZPL labels, cancel, tracking; POST shipments/{key}/advance, switches, clock',
    book,
    faults,
    logins,
    register(app: FastifyInstance) {
      acceptXml(app);
      app.post(UPS_CREATE_PATH, (request, reply) => answer('create', request, reply));
      app.post(UPS_QUERY_PATH, (request, reply) => answer('query', request, reply));
      app.get<{ Params: { number: string } }>('/labels/:number', async (request, reply) => {
        const parcel = book.byTrackingNumber(request.params.number);
        if (!parcel) return reply.code(404).send({ message: 'Etiket bulunamadı.' });
        return reply.type('image/png').send(Buffer.from(PNG_LABEL, 'base64'));
      });
      registerParcelControls(app, book, faults, () => ({
        service: 'UPS Türkiye',
        createPath: UPS_CREATE_PATH,
        queryPath: UPS_QUERY_PATH,
        customerNumber: credentials.customerNumber,
        logins,
      }));
    },
  };
}
